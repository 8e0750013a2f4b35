import Testing
@testable import Lessons

/// `param=` of a `swift run` fence: the grammar, the literal it names, the grid. The
/// diagnostics with their positions are the fixture of `fence.parameter`.
@Suite struct ParameterMarkupTests {
    static let source = """
        import SwiftUI

        struct Lab: View {
            @State private var on = false
            let wait = 0.4 // a spring: bounce: 9 in a comment is no literal
            var body: some View {
                Circle()
                    .offset(x: on ? 100 : 0)
                    .animation(.spring(duration: 0.5, bounce: 0.3).delay(-0.25).speed(2), value: on)
                    .overlay(Text("bounce: 7"))
        // snippet.hide
                    .padding(bounce: 0.1)
        // snippet.show
            }
        }
        """

    func parse(_ value: String) throws -> [SnippetParameter] {
        try ParameterMarkup.parse(value, source: Self.source).get()
    }

    @Test func aLabelAVariableAndAnUnlabelledFirstArgumentNameTheirLiteral() throws {
        let parameters = try parse("bounce 0...0.9 step 0.1; wait 0...1 step 0.2")
        #expect(parameters.map(\.name) == ["bounce", "wait"])
        #expect(parameters.map(\.literal) == ["0.3", "0.4"])
        #expect(parameters.map(\.line) == [9, 5])
        let scalars = Array(Self.source.unicodeScalars)
        for parameter in parameters {
            let text = String(String.UnicodeScalarView(scalars[parameter.offset..<(parameter.offset + parameter.length)]))
            #expect(text == parameter.literal)
        }
        let delay = try #require(try parse("delay -0.5...0.5 step 0.25").first)
        #expect(delay.literal == "-0.25" && delay.defaultValue == -0.25 && delay.values == [-0.5, -0.25, 0, 0.25, 0.5])
        let speed = try #require(try parse("speed 1...3 step 0.5").first)
        #expect(speed.literal == "2" && speed.decimals == 1 && speed.values == [1, 1.5, 2, 2.5, 3])
    }

    /// Values are the decimals the author means, not sums of binary fractions.
    @Test func gridValuesAreTheWrittenDecimals() throws {
        let bounce = try #require(try parse("bounce 0...0.9 step 0.1").first)
        #expect(bounce.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
        #expect(bounce.values.map { "\($0)" }.contains("0.3"))
        #expect(ParameterGrid.contains(0.3, lower: 0, upper: 0.9, step: 0.1, decimals: 1))
        #expect(!ParameterGrid.contains(0.35, lower: 0, upper: 0.9, step: 0.1, decimals: 2))
        #expect(!ParameterGrid.contains(1.0, lower: 0, upper: 0.9, step: 0.1, decimals: 1))
    }

    /// Comments, strings and hidden lines hold no literal the reader could see change.
    @Test func commentsStringsAndHiddenLinesAreNotLiterals() throws {
        // `bounce:` follows in a comment, a string and a hidden line, and once in code.
        #expect(try parse("bounce 0...0.9 step 0.1").map(\.line) == [9])
    }

    @Test func eachProblemIsNamed() {
        func problem(_ value: String) -> String? {
            if case .failure(let problem) = ParameterMarkup.parse(value, source: Self.source) { return problem.message }
            return nil
        }
        #expect(problem("bounce 0...0.9 step 0.1; wait 0...1 step 0.2; speed 1...3 step 1")?.hasPrefix("at most 2 parameters") == true)
        #expect(problem("mass 0...1 step 0.1")?.hasPrefix("no number literal follows 'mass:'") == true)
        #expect(problem("bounce 0...1 step 0.3")?.contains("not a whole number of steps") == true)
        #expect(problem("bounce 0...0.8 step 0.2")?.contains("is not on the grid") == true)
        #expect(problem("bounce 1...0 step 0.1")?.contains("lower to a higher") == true)
        #expect(problem("bounce 0...1 step 0")?.contains("above 0") == true)
        #expect(problem("bounce 0...1 step 0.001")?.hasPrefix("the grid has 1001 points") == true)
        #expect(problem("bounce 0..1 step 0.1")?.hasPrefix("expected NAME LOWER...UPPER step STEP") == true)
        #expect(problem("bounce 0...1 step 0.1; bounce 0...1 step 0.5")?.contains("named twice") == true)
        let rawValue = ParameterMarkup.parse("slow 0...1 step 0.5", source: "enum Speed: Double {\n    case slow = 0.5\n}\n")
        #expect(rawValue == .failure(.init(message: "'slow' is an enum case; its raw value must stay a literal, so mark a literal the code passes instead", offset: 0)))
        let twice = ParameterMarkup.parse("x 0...1 step 0.5", source: ".offset(x: 1)\n.offset(x: 0)\n")
        #expect(twice == .failure(.init(message: "'x' is followed by a number literal 2 times (lines 1, 2 of the snippet); name one that occurs once", offset: 0)))
    }

    @Test func theGridsPointsAndTheDefault() throws {
        var snippet = Snippet(role: .run, id: "lab", source: Self.source, firstLine: 1, column: 1, scenario: .init(), location: .init(line: 1, column: 1))
        snippet.parameters = try parse("bounce 0.1...0.3 step 0.1; wait 0...0.4 step 0.4")
        #expect(snippet.variants.map(\.key) == [
            "bounce=0.1,wait=0", "bounce=0.1,wait=0.4", "bounce=0.2,wait=0", "bounce=0.2,wait=0.4", "bounce=0.3,wait=0", "bounce=0.3,wait=0.4",
        ])
        #expect(snippet.defaultVariant.key == "bounce=0.3,wait=0.4")
        #expect(snippet.scenario(at: snippet.variants[1]).parameters == ["bounce": 0.1, "wait": 0.4])
    }
}
