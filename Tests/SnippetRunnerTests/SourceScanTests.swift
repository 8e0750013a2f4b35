import Testing
@testable import SnippetRunner

@Suite struct SourceScanTests {
    @Test func theRootIsTheViewNoOtherViewUses() throws {
        let source = """
            import SwiftUI

            struct Helper { var x = 1 }
            struct Screen:
                View
            {
                var body: some View { Row() }
            }
            // struct Commented: View {}
            let text = "struct InString: View {"
            struct Row: View, Equatable { var body: some View { Text("a") } }
            """
        #expect(try mount(source) == "Screen")
        #expect(try mount("struct Wrapper<Content: View>: View where Content: Equatable { }\nstruct Plain: View {}\n") == "Plain")
        #expect(try mount("/* struct A: View { } */ struct B: SwiftUI.View { }") == "B")
        // A type is a view however it conforms; with no unused view (a cycle), the last one.
        #expect(try mount("struct Card {}\nextension Card: View { var body: some View { Text(\"c\") } }\n") == "Card")
        #expect(try mount("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }\n") == "B")
        // Views used only by an App or a preview provider are still roots.
        #expect(try mount("struct Content: View {}\nstruct MyApp: App { var body: some Scene { WindowGroup { Content() } } }\n") == "Content")
    }

    private func mount(_ source: String) throws -> String? {
        try SnippetPlan(SnippetRequest(source: source)).mount?.label
    }

    @Test func hiddenMotionTraceImportMeansTheSnippetDrivesItself() {
        #expect(SourceScan.drivesTraceItself("import SwiftUI\n// snippet.hide\nimport MotionTrace\n// snippet.show\n"))
        #expect(SourceScan.drivesTraceItself("// snippet.hide\n  @testable import struct MotionTrace.Trace\n"))
        #expect(!SourceScan.drivesTraceItself("import SwiftUI\nimport MotionTrace\n"))
        #expect(!SourceScan.drivesTraceItself("// snippet.hide\n// import MotionTrace\n// snippet.show\n"))
        #expect(!SourceScan.drivesTraceItself("// snippet.hide\nimport MotionTraceExtras\n"))
    }

    @Test func mainAttribute() {
        #expect(SourceScan.hasMainAttribute("@main struct App { static func main() {} }"))
        #expect(!SourceScan.hasMainAttribute("// @main\nlet s = \"@main\""))
    }

    @Test func maskingBlanksCommentsAndStringsInPlace() {
        let masked = MaskedSource("a // b\n/* c /* d */ e */f \"g\\\"h\" i #\"r\"q\"#")
        #expect(String(String.UnicodeScalarView(masked.scalars)) == "a     \n" + String(repeating: " ", count: 17) + "f \"    \" i #\"   \"#")
        #expect(masked.scalars.count == masked.original.count)
    }

    @Test func aStringInsideAnInterpolationIsMaskedWithIt() {
        // The quotes of a literal inside `\(…)` neither close nor reopen the outer literal.
        let masked = MaskedSource("Text(\"n \\(x ?? \"struct S: View\")\") // c\nlet y = 1")
        #expect(String(String.UnicodeScalarView(masked.scalars)) == "Text(\"" + String(repeating: " ", count: 26) + "\")     \nlet y = 1")
        #expect(!SourceScan.hasMainAttribute("let s = \"\\(a ?? \"@main\")\""))
    }
}
