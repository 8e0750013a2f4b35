import Foundation
@testable import MotionbookCLI
import SiteBuilder
@testable import SnippetRunner
import Testing
import Toolbox
import TraceFormat

/// The preview session and its endpoints with a runner that records each batch's scenarios
/// and answers with a small trace (no compiler): what reaches the program for each change, the
/// steps, the counters.
@Suite struct PreviewSessionTests {
    static let scene = Trace.Scene(width: 393, height: 852, nodes: [
        Trace.SceneNode(path: "LikeCard", kind: .group, frame: [0, 0, 393, 852]),
        Trace.SceneNode(path: "LikeCard/VStack/Button", kind: .button, parent: 0, frame: [170, 300, 50, 20]),
        { var text = Trace.SceneNode(path: "LikeCard/VStack/Button/Text", kind: .text, parent: 1, frame: [170, 300, 50, 20]); text.text = "Like"; return text }(),
        Trace.SceneNode(path: "LikeCard/VStack/RoundedRectangle", kind: .roundedRectangle, parent: 0, frame: [96, 400, 200, 120]),
    ])

    /// A session of a file with one preview, its runner recording the scenarios, and its endpoints.
    static func session() throws -> (PreviewEndpoints, Locked<[TraceScenario]>, URL) {
        let folder = try Repository.temporaryFolder()
        let file = folder.appendingPathComponent("LikeCard.swift")
        try "import SwiftUI\nstruct LikeCard: View { var body: some View { Text(\"Like\") } }\n#Preview(\"Card\") { LikeCard() }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let scenarios = Locked<[TraceScenario]>([])
        let json = Trace(view: "LikeCard", duration: 2, fps: 60, times: [0, 1.0 / 60], tracks: [], events: [], scene: scene).json()
        let session = PreviewSession(
            program: PreviewProgram(source: .files(inputs: [file.path])),
            run: { requests in
                scenarios.withValue { $0 += requests.map(\.scenario) }
                let results = requests.map { _ in
                    var result = SnippetResult(status: .traced)
                    result.traceJSON = json
                    return result
                }
                return SnippetPipeline.Batch(results: results, keys: requests.map { _ in "k" }, distinct: requests.count, cacheHits: 0, compiled: 0)
            },
            script: PreviewScript(), figureHTML: { _, id, _, _, _ in "<section data-figure=\"\(id)\"></section>" }, onChange: { _ in }, log: { _ in })
        session.reload()
        return (PreviewEndpoints(session: session, page: ""), scenarios, folder)
    }

    static func change(_ endpoints: PreviewEndpoints, _ query: String) -> (Int, [String: Any]) {
        let request = ServerRequest(head: "GET /__motionbook/preview/change?\(query) HTTP/1.1\r\nX-Motionbook-Preview: 1\r\n\r\n")!
        let answer = endpoints.answer(request)
        let object = (try? JSONSerialization.jsonObject(with: Data(answer?.body ?? []))) as? [String: Any] ?? [:]
        return (answer?.status ?? 0, object)
    }

    @Test func pressesBecomeStepsThatReachTheProgramAsItsScenario() throws {
        let (endpoints, scenarios, folder) = try Self.session()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scenarios.withValue { $0.count } == 1)
        // A press that barely moves on the button at 0.2 s: a tap named by its title.
        let (status, state) = Self.change(endpoints, "action=press&figure=preview-1&node=LikeCard/VStack/Button&time=0.2&path=195,310,0;196,311,0.08")
        #expect(status == 200, "\(state)")
        #expect(state["flags"] as? String == "--tap 'Like@0.2'")
        #expect(scenarios.withValue { $0.last?.taps } == [TraceScenario.Tap(target: "Like", time: 0.2)])
        // A drag across the card at 0.5 s.
        let (_, dragged) = Self.change(
            endpoints, "action=press&figure=preview-1&node=LikeCard/VStack/RoundedRectangle&time=0.5&path=190,460,0;190,400,0.1;188,339.6,0.25")
        #expect(dragged["fence"] as? String == "tap=Like@0.2 drag=LikeCard/VStack/RoundedRectangle@0.5:-2,-120,0.25")
        #expect(scenarios.withValue { $0.last?.drags } == [TraceScenario.Drag(target: "LikeCard/VStack/RoundedRectangle", time: 0.5, dx: -2, dy: -120, duration: 0.25)])
        // The controls, each read by its scenario key; an emptied duration is run's default.
        let (_, set) = Self.change(endpoints, "action=set&device=iphone-se&color-scheme=dark&duration=")
        #expect(set["device"] as? String == "iphone-se" && set["colorScheme"] as? String == "dark" && set["duration"] is NSNull)
        let last = try #require(scenarios.withValue { $0.last })
        #expect(last.device == .iPhoneSE && last.colorScheme == .dark && last.duration == nil && last.taps.count == 1)
        // Removing the tap runs the program without it; the counters count runs, never a compile.
        let (_, removed) = Self.change(endpoints, "action=remove&index=0")
        #expect((removed["steps"] as? [[String: String]])?.map { $0["key"] } == ["drag"])
        #expect(scenarios.withValue { $0.last?.taps.isEmpty } == true)
        #expect(removed["compiles"] as? Int == 0 && removed["runs"] as? Int == 5)
        // The same change again is no change: nothing runs.
        let before = scenarios.withValue { $0.count }
        _ = Self.change(endpoints, "action=set&device=iphone-se")
        #expect(scenarios.withValue { $0.count } == before)
    }
}
