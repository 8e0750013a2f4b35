import Foundation
@testable import MotionbookCLI
import Testing
import TraceFormat

/// `motionbook preview`'s script: its steps in the order of the flags, the scenario they give,
/// and the flags and fence keys that give the same scenario to `run`.
@Suite struct PreviewScriptTests {
    @Test func stepsAreOrderedByKeyThenTimeAndReadAsTheirFlags() {
        var script = PreviewScript()
        script.add(.drag(TraceScenario.Drag(target: "Card", time: 0.1, dx: 0, dy: -200, duration: 0.3)))
        script.add(.tap(TraceScenario.Tap(target: "Like", time: 0.5)))
        script.add(.tap(TraceScenario.Tap(target: "Like", time: 0.2)))
        script.add(.pinch(TraceScenario.Pinch(target: "Photo", time: 1, scale: 2, degrees: 0, duration: 0.5)))
        #expect(script.steps.map(\.text) == ["Like@0.2", "Like@0.5", "Card@0.1:0,-200,0.3", "Photo@1:2,0,0.5"])
        #expect(script.flags == "--tap 'Like@0.2,Like@0.5' --drag 'Card@0.1:0,-200,0.3' --pinch 'Photo@1:2,0,0.5'")
        #expect(script.fenceKeys == "tap=Like@0.2,Like@0.5 drag=Card@0.1:0,-200,0.3 pinch=Photo@1:2,0,0.5")
        let removed = script.remove(at: 1)
        let outOfRange = script.remove(at: 7)
        #expect(removed && !outOfRange)
        #expect(script.steps.map(\.text) == ["Like@0.2", "Card@0.1:0,-200,0.3", "Photo@1:2,0,0.5"])
    }

    @Test func theFlagsGiveTheScenarioTheScriptRuns() {
        var script = PreviewScript(preview: "2")
        script.duration = 1.5
        script.device = .iPhoneSE
        script.colorScheme = .dark
        script.add(.tap(TraceScenario.Tap(target: "Add item", time: 0.2333333)))
        script.add(.scroll(TraceScenario.Drag(target: "*", time: 0.5, dx: 0, dy: 300, duration: 0.4)))
        #expect(script.flags == "--preview '2' --duration '1.5' --tap 'Add item@0.233' --scroll '*@0.5:0,300,0.4' --device 'iphone-se' --color-scheme 'dark'")
        #expect(script.fenceKeys == "duration=1.5 tap=\"Add item@0.233\" scroll=*@0.5:0,300,0.4 device=iphone-se color-scheme=dark")
        // Each flag read by its scenario key gives the scenario the script runs.
        var fromFlags = TraceScenario()
        for (key, value) in script.keyValues(includingPreview: false) {
            #expect(ScenarioKey.named(key)?.apply(value, to: &fromFlags) == nil)
        }
        #expect(fromFlags == script.scenario(TraceScenario()))
    }

    @Test func aFenceScenarioIsTheStartingScript() {
        var fence = TraceScenario()
        _ = ScenarioKey.named("tap")?.apply("*@0.5", to: &fence)
        _ = ScenarioKey.named("drag")?.apply("Card@0.5:120,0,0.3", to: &fence)
        fence.fps = 30
        let script = PreviewScript(scenario: fence)
        #expect(script.fenceKeys == "tap=*@0.5 drag=Card@0.5:120,0,0.3")
        // Keys the script has no control for stay the fence's.
        #expect(script.scenario(fence).fps == 30)
        #expect(script.scenario(fence) == fence)
    }
}

/// A press on the stage, made a tap or a drag in the drag syntax.
@Suite struct PointerPathTests {
    @Test func aPathIsReadFromItsText() throws {
        let path = try #require(PointerPath(text: "10,20,0;15.5,-4,0.1;40,-180,0.25"))
        #expect(path.samples.count == 3)
        #expect(path.translation == CGSize(width: 30, height: -200))
        for bad in ["", "1,2", "1,2,3,4", "a,2,0", "1,2,-1", "1,2,0.5;1,2,0.4", "1e3,2,0", "1,2,0;"] {
            #expect(PointerPath(text: bad) == nil, "\(bad)")
        }
        let long = Array(repeating: "1,1,0", count: PointerPath.maximumSamples + 1).joined(separator: ";")
        #expect(PointerPath(text: long) == nil)
    }

    @Test func aPressThatBarelyMovesIsATap() throws {
        #expect(try #require(PointerPath(text: "100,100,0;101,102,0.08;100.5,101,0.12")).isTap)
        #expect(try !#require(PointerPath(text: "100,100,0;104,100,0.08;100,100,0.12")).isTap)
    }

    @Test func aDragIsTheStraightLineFromDownToUpOverTheTimeHeld() throws {
        let path = try #require(PointerPath(text: "100,400,0;130,300,0.1;90,210.6,0.2;101.2,199.7,0.3004"))
        let drag = path.drag(target: "Card", at: 0.23333, fps: 60)
        #expect(drag == TraceScenario.Drag(target: "Card", time: 0.233, dx: 1, dy: -200, duration: 0.3))
        #expect(ScenarioSyntax.text(drag) == "Card@0.233:1,-200,0.3")
        // A flick shorter than a frame still lasts one frame.
        let flick = try #require(PointerPath(text: "0,0,0;50,0,0.001"))
        #expect(flick.drag(target: "Card", at: 0, fps: 60).duration == 0.017)
    }
}

/// Naming the view pointed at as the engine finds targets.
@Suite struct PreviewTargetTests {
    static let scene = Trace.Scene(width: 393, height: 852, nodes: [
        node("App", .group),
        node("App/VStack", .group, parent: 0),
        node("App/VStack/Button", .button, parent: 1),
        node("App/VStack/Button/Text", .text, parent: 2, text: "Like"),
        node("App/VStack/RoundedRectangle", .roundedRectangle, parent: 1),
        node("App/VStack/Text", .text, parent: 1, text: "Like"),
        node("App/VStack/Counter", .text, parent: 1, text: "0", contents: [Trace.SceneContent(frame: 30, text: "1")]),
        node("App/VStack/Later", .text, parent: 1, from: 20, text: "Done"),
    ])

    static func node(
        _ path: String, _ kind: Trace.SceneNodeKind, parent: Int? = nil, from: Int = 0, text: String? = nil, contents: [Trace.SceneContent]? = nil
    ) -> Trace.SceneNode {
        var node = Trace.SceneNode(path: path, kind: kind, parent: parent, from: from, frame: [0, 0, 10, 10])
        node.text = text
        node.contents = contents
        return node
    }

    @Test func aViewIsNamedByTheLabelItShowsWhenThatLabelFindsItFirst() {
        #expect(PreviewTarget.name(of: "App/VStack/Button", in: Self.scene, frame: 0) == "Like")
        #expect(PreviewTarget.name(of: "App/VStack/Button/Text", in: Self.scene, frame: 0) == "Like")
        // The second "Like" would find the first: its path instead.
        #expect(PreviewTarget.name(of: "App/VStack/Text", in: Self.scene, frame: 0) == "App/VStack/Text")
        #expect(PreviewTarget.name(of: "App/VStack/RoundedRectangle", in: Self.scene, frame: 0) == "App/VStack/RoundedRectangle")
        #expect(PreviewTarget.name(of: "App/Nothing", in: Self.scene, frame: 0) == nil)
    }

    @Test func theLabelIsTheOneShownAtTheFrame() {
        #expect(PreviewTarget.name(of: "App/VStack/Counter", in: Self.scene, frame: 10) == "0")
        #expect(PreviewTarget.name(of: "App/VStack/Counter", in: Self.scene, frame: 40) == "1")
        // A group's first label inside it that is shown then.
        #expect(PreviewTarget.name(of: "App", in: Self.scene, frame: 0) == "Like")
    }
}
