import Diagnostics
import Lessons
import TestSupport
import Testing
import TraceFormat

@testable import SiteBuilder

/// The sentences of an exercise check from the String Catalogs: English says exactly what the
/// comparison's explanation says, for every kind of difference; the other languages word it.
@Suite struct ExerciseWordingTests {
    private static let translations: Translations = {
        var ignored = DiagnosticCollector()
        return Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
    }()

    static func wording(_ language: String) -> ExerciseWording {
        ExerciseWording(strings: Localizer(translations: translations, language: language))
    }

    /// One difference of every kind ``TraceDifference/Reason`` has.
    static var differences: [TraceDifference] {
        let opacity = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        let constant = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "opacity", components: ["value"], values: Array(repeating: [0.5], count: 11))
        var fast = sampleTrace()
        fast.fps = 20
        var other = sampleTrace()
        other.tracks[0].components = ["x", "z"]
        var longer = sampleTrace()
        longer.times.append(1.1)
        for index in longer.tracks.indices { longer.tracks[index].values.append(longer.tracks[index].values.last!) }
        let pairs: [(Trace, Trace, Double)] = [
            (sampleTrace(extra: [opacity]), sampleTrace(), 0.01),
            (sampleTrace(extra: [constant]), sampleTrace(), 0.01),
            (sampleTrace(), fast, 0.01),
            (sampleTrace(), other, 0.01),
            (sampleTrace(), sampleTrace(start: 3), 0.01),
            (sampleTrace(), sampleTrace(start: 3), 0),
            (sampleTrace(), longer, 0.01),
            (longer, sampleTrace(), 0.01),
            (sampleTrace(), sampleTrace(extra: [opacity]), 0.01),
        ]
        return pairs.compactMap { TraceComparison.firstDifference(expected: $0.0, actual: $0.1, tolerance: $0.2) }
    }

    @Test func englishIsTheComparisonsOwnExplanation() {
        let differences = Self.differences
        #expect(differences.count == 9)
        #expect(Set(differences.compactMap { $0.reason.map { "\($0)".prefix(while: { $0 != "(" }) } }).count == 6)
        for difference in differences {
            #expect(difference.reason != nil)
            #expect(Self.wording("en").difference(difference) == difference.explanation)
        }
    }

    @Test func otherLanguagesWordItThemselves() throws {
        let value = try #require(Self.differences.first { if case .value = $0.reason { true } else { false } })
        #expect(
            Self.wording("de").differs("slide", value)
                == "✗ slide ist noch nicht bestanden: offset.x von Circle weicht zuerst bei 0,3 s ab: erwartet 20, erhalten 0 (Toleranz 0,01).")
        #expect(Self.wording("zh-Hans").difference(value) == "Circle 的 offset.x 在 0.3 秒处首次出现差异：应为 20，实际为 0（容差 0.01）")
        #expect(Self.wording("bg").passes("slide", tolerance: "0.01").hasPrefix("✓ slide е решено"))
        #expect(Self.wording("bg").passes("slide", tolerance: "0.01").contains("0,01") && Self.wording("zh-Hans").passes("slide", tolerance: "0.01").contains("0.01"))
        // A value that is no number (a text, a colour) stays as the trace wrote it.
        #expect(Self.wording("de").number("v1.2") == "v1.2" && Self.wording("de").number("-0.25") == "-0,25")
        #expect(Self.wording("de").hints(2, in: "content/de/01.md") == "2 Hinweise findest du in content/de/01.md.")
        // Every sentence exists in every language, none left as its key.
        for language in ["en", "bg", "de", "zh-Hans"] {
            for difference in Self.differences {
                #expect(!Self.wording(language).difference(difference).contains("difference."))
            }
        }
        // Two runs compared (not an exercise) keep their own explanation.
        let runs = try #require(TraceComparison.identical(sampleTrace(), sampleTrace(start: 3)))
        #expect(runs.reason == nil && Self.wording("de").difference(runs) == runs.explanation)
    }
}
