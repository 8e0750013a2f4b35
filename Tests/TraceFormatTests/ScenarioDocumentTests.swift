import Foundation
import Testing
@testable import TraceFormat

/// The scenario document a compiled snippet program reads when it starts.
@Suite struct ScenarioDocumentTests {
    static let full = TraceScenario(
        view: "Card", duration: 1.5, fps: 30, taps: [.init(target: "Say \"hi\"", time: 0.25)], reduceMotion: true,
        drags: [.init(target: "Card", time: 0.5, dx: -120, dy: 0, duration: 0.3)], size: CGSize(width: 390, height: 300.5),
        scrolls: [.init(target: "*", time: 1, dx: 0, dy: 300, duration: 0.4)],
        pinches: [.init(target: "Photo", time: 0.5, scale: 2, degrees: -45, dx: 10, dy: 0, duration: 0.6)],
        parameters: ["speed": 1.5, "bounce": 0])

    @Test func writesOneLineInAFixedOrder() {
        #expect(Self.full.json() == """
            {"format": "motionbook-scenario/1", "view": "Card", "duration": 1.5, "fps": 30, "size": {"width": 390, "height": 300.5}, \
            "reduceMotion": true, "taps": [{"target": "Say \\"hi\\"", "time": 0.25}], \
            "drags": [{"target": "Card", "time": 0.5, "dx": -120, "dy": 0, "duration": 0.3}], \
            "scrolls": [{"target": "*", "time": 1, "dx": 0, "dy": 300, "duration": 0.4}], \
            "pinches": [{"target": "Photo", "time": 0.5, "scale": 2, "degrees": -45, "dx": 10, "dy": 0, "duration": 0.6}], \
            "parameters": {"bounce": 0, "speed": 1.5}}

            """)
        #expect(TraceScenario().json() == """
            {"format": "motionbook-scenario/1", "fps": 60, "reduceMotion": false, "taps": [], "drags": [], "scrolls": [], "pinches": [], "parameters": {}}

            """)
    }

    /// `colorScheme` is written only when it is `dark`, so a light scenario's document (and with
    /// it the result cache key) is the one it was before the member existed.
    @Test func writesTheColorSchemeOnlyWhenDark() throws {
        var dark = Self.full
        dark.colorScheme = .dark
        let text = dark.json()
        #expect(text.contains(#""reduceMotion": true, "colorScheme": "dark", "taps": "#))
        #expect(!Self.full.json().contains("colorScheme"))
        #expect(try TraceScenario.decode(Array(text.utf8)) == dark)
        #expect(try TraceScenario.decode(Array(#"{"colorScheme": "light"}"#.utf8)) == TraceScenario())
        #expect(try TraceScenario.decode(Array(#"{"colorScheme": "dark"}"#.utf8)) == TraceScenario(colorScheme: .dark))
    }

    /// `device` is written only when it is not the default device, so the documents of
    /// scenarios that name none (and their result cache keys) are what they were before.
    @Test func writesTheDeviceOnlyWhenNotTheDefault() throws {
        var pad = Self.full
        pad.device = .iPadPro11
        let text = pad.json()
        #expect(text.contains(#""fps": 30, "device": "ipad-pro-11", "size": "#))
        #expect(!Self.full.json().contains("device"))
        #expect(try TraceScenario.decode(Array(text.utf8)) == pad)
        #expect(try TraceScenario.decode(Array(#"{"device": "iphone-16"}"#.utf8)) == TraceScenario())
        #expect(try TraceScenario.decode(Array(#"{"device": "iphone-se"}"#.utf8)) == TraceScenario(device: .iPhoneSE))
    }

    /// `assets` (the app's asset catalogue) is written only when it has a set, names sorted, and
    /// read back; a colour's space must be one the engine converts.
    @Test func writesAndReadsTheAssetCatalogue() throws {
        var scenario = Self.full
        scenario.assets = AssetCatalog(
            colors: ["b": .init(any: .init(space: .sRGB, red: 1, green: 0.5, blue: 0, opacity: 1), dark: .init(space: .displayP3, red: 0.25, green: 0, blue: 1, opacity: 0.5)), "a": .init(light: .init(space: .linearSRGB, red: 0, green: 0, blue: 0, opacity: 1))],
            images: ["logo": .init(width: 30, height: 10), "vector": .init()])
        let text = scenario.json()
        #expect(text.hasSuffix(#""assets": {"colors": {"a": {"light": {"space": "linear-srgb", "rgba": [0, 0, 0, 1]}}, "b": {"any": {"space": "srgb", "rgba": [1, 0.5, 0, 1]}, "dark": {"space": "display-p3", "rgba": [0.25, 0, 1, 0.5]}}}, "images": {"logo": {"width": 30, "height": 10}, "vector": {}}}}"# + "\n"))
        #expect(try TraceScenario.decode(Array(text.utf8)) == scenario)
        #expect(!Self.full.json().contains("assets"))
        #expect(throws: TraceScenario.FormatError.self) {
            try TraceScenario.decode(Array(#"{"assets": {"colors": {"x": {"any": {"space": "cmyk", "rgba": [0, 0, 0, 1]}}}}}"#.utf8))
        }
    }

    @Test func readsBackWhatItWrites() throws {
        for scenario in [Self.full, TraceScenario(), TraceScenario(duration: 0.1 + 0.2, taps: [.init(target: "é", time: 1e-5)])] {
            #expect(try TraceScenario.decode(Array(scenario.json().utf8)) == scenario)
        }
    }

    /// Every member may be left out (a hand-written file names only what it changes); a
    /// pinch's distances default to 0.
    @Test func membersDefault() throws {
        let scenario = try TraceScenario.decode(Array(#"{"taps": [{"target": "*", "time": 1}], "pinches": [{"target": "P", "time": 0, "scale": 0.5, "degrees": 30, "duration": 1}]}"#.utf8))
        #expect(scenario == TraceScenario(taps: [.init(target: "*", time: 1)], pinches: [.init(target: "P", time: 0, scale: 0.5, degrees: 30, duration: 1)]))
        #expect(try TraceScenario.decode(Array("{}".utf8)) == TraceScenario())
    }

    @Test func refusesWhatTheFenceKeysRefuse() {
        let problems: [(String, String)] = [
            (#"{"fps": 0}"#, "expected whole frames per second from 1 to 240 at byte 8 (fps)"),
            (#"{"duration": 61}"#, "expected seconds above 0 and at most 60 at byte 13 (duration)"),
            (#"{"taps": [{"target": "", "time": 1}]}"#, "expected a target that is not empty at byte 21 (taps[0].target)"),
            (#"{"taps": [{"target": "*", "time": -1}]}"#, "expected seconds of at least 0 at byte 34 (taps[0].time)"),
            (#"{"taps": [{"time": 1}]}"#, "missing key 'target' in the object at byte 10 (taps[0])"),
            (#"{"drags": [{"target": "*", "time": 1, "dx": 1, "dy": 2, "duration": 0}]}"#, "expected a number above 0 at byte 68 (drags[0].duration)"),
            (#"{"size": {"width": 10}}"#, "expected both 'width' and 'height' at byte 9 (size)"),
            (#"{"colorScheme": "sepia"}"#, "expected 'light' or 'dark', found 'sepia' at byte 16 (colorScheme)"),
            (#"{"device": "pixel"}"#, "expected a device ('iphone-16', 'iphone-se', 'ipad-pro-11'), found 'pixel' at byte 11 (device)"),
            (#"{"tap": []}"#, "unknown key 'tap' (expected 'format', 'view', 'duration', 'fps', 'device', 'size', 'reduceMotion', 'colorScheme', 'taps', 'drags', 'scrolls', 'pinches', 'parameters', 'assets') at byte 1"),
            (#"{"fps": 30, "fps": 60}"#, "key 'fps' is given more than once at byte 12"),
            (#"{"format": "motionbook-scenario/9"}"#, "expected the format 'motionbook-scenario/1', found 'motionbook-scenario/9' at byte 11 (format)"),
            (#"{"parameters": {"speed": "fast"}}"#, "expected a number, found '\"' at byte 25 (parameters.speed)"),
            ("", "expected a scenario document, but there are no bytes at byte 0"),
        ]
        for (text, problem) in problems {
            #expect(throws: TraceScenario.FormatError(description: "not a scenario document: \(problem)"), "\(text)") {
                try TraceScenario.decode(Array(text.utf8))
            }
        }
    }
}
