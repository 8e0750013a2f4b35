import Foundation
import Testing
@testable import TraceFormat

/// The one table of scenario keys the fence parser and `run`'s options are made from.
@Suite struct ScenarioKeyTests {
    @Test func namesAreUniqueAndEveryExampleIsWellFormed() {
        let names = ScenarioKey.all.map(\.name)
        #expect(Set(names).count == names.count)
        for key in ScenarioKey.all {
            if let example = key.example { #expect(key.check(example) == nil, "\(key.name)=\(example)") }
            #expect(key.isFlag == (key.name == "reduce-motion"))
        }
        #expect(ScenarioKey.all.filter { !$0.appliesToLessons }.map(\.name) == ["preview"])
        #expect(ScenarioKey.all.allSatisfy { $0.appliesToFiles })
    }

    @Test func valuesMakeTheScenario() {
        let scenario = ScenarioKey.scenario([
            "view": "Card", "duration": "1.5", "tap": "*@0.5,Play@1", "drag": "Card@0.5:120,0,0.3", "scroll": "*@1:0,300,0.4",
            "pinch": "Photo@0.5:2,45,0.6", "fps": "30", "size": "390x300.5", "reduce-motion": "true", "preview": "Dark",
            "color-scheme": "dark", "device": "ipad-pro-11",
        ])
        #expect(scenario == TraceScenario(
            view: "Card", duration: 1.5, fps: 30, taps: [.init(target: "*", time: 0.5), .init(target: "Play", time: 1)], reduceMotion: true,
            drags: [.init(target: "Card", time: 0.5, dx: 120, dy: 0, duration: 0.3)], size: CGSize(width: 390, height: 300.5),
            scrolls: [.init(target: "*", time: 1, dx: 0, dy: 300, duration: 0.4)],
            pinches: [.init(target: "Photo", time: 0.5, scale: 2, degrees: 45, duration: 0.6)], colorScheme: .dark, device: .iPadPro11))
    }

    /// `device` names a device of the table; the first is the default scenario's.
    @Test func deviceNamesADeviceOfTheTable() throws {
        let key = try #require(ScenarioKey.named("device"))
        #expect(key.appliesToLessons && key.appliesToFiles && !key.isFlag && key.valueName == "NAME")
        var scenario = TraceScenario()
        #expect(key.apply("iphone-se", to: &scenario) == nil && scenario.device == .iPhoneSE)
        #expect(key.apply("iphone-16", to: &scenario) == nil && scenario == TraceScenario())
        for bad in ["iPhone 16", "iphone", "", "ipad"] { #expect(key.check(bad) == ScenarioKey.Malformed(), "\(bad)") }
        #expect(key.fenceMessage(ScenarioKey.Malformed()) == "expected a device: iphone-16, iphone-se, ipad-pro-11 (e.g. device=iphone-se)")
        #expect(key.help == "The device: iphone-16, iphone-se, ipad-pro-11 (the first is the default).")
    }

    /// `color-scheme` is `light` or `dark`, nothing else; light is the default scenario.
    @Test func colorSchemeIsLightOrDark() throws {
        let key = try #require(ScenarioKey.named("color-scheme"))
        #expect(key.appliesToLessons && key.appliesToFiles && !key.isFlag)
        var scenario = TraceScenario()
        #expect(key.apply("dark", to: &scenario) == nil && scenario.colorScheme == .dark)
        #expect(key.apply("light", to: &scenario) == nil && scenario == TraceScenario())
        for bad in ["Dark", "sepia", "", "true"] { #expect(key.check(bad) == ScenarioKey.Malformed(), "\(bad)") }
        #expect(key.fenceMessage(ScenarioKey.Malformed()) == "expected light or dark (e.g. color-scheme=dark)")
        #expect(key.optionNeeds == "light or dark (e.g. dark)")
    }

    /// A malformed value leaves the scenario as it was and names the malformed event of a list.
    @Test func malformedValuesNameTheirPart() throws {
        var scenario = TraceScenario(fps: 24)
        let drag = try #require(ScenarioKey.named("drag"))
        #expect(drag.apply("Card@0.5:1,2,0.3;Card@x:1,2,3", to: &scenario) == ScenarioKey.Malformed(part: "Card@x:1,2,3"))
        #expect(try #require(ScenarioKey.named("fps")).apply("0", to: &scenario) == ScenarioKey.Malformed())
        #expect(scenario == TraceScenario(fps: 24))
        #expect(drag.fenceMessage(ScenarioKey.Malformed(part: "Card@x:1,2,3"))
            == "expected TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. drag=Card@0.5:120,0,0.3: points, and seconds above 0), found 'Card@x:1,2,3'")
        #expect(drag.optionNeeds == "TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. Card@0.5:120,0,0.3)")
    }
}
