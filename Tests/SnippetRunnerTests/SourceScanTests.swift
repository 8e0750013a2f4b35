import Testing
@testable import SnippetRunner

@Suite struct SourceScanTests {
    @Test func lastViewTypeIsFound() {
        let source = """
            import SwiftUI

            struct Helper { var x = 1 }
            struct Row: View, Equatable { var body: some View { Text("a") } }
            // struct Commented: View {}
            let text = "struct InString: View {"
            struct Screen:
                View
            {
                var body: some View { Row() }
            }
            """
        #expect(SourceScan.lastViewType(source) == "Screen")
        #expect(SourceScan.lastViewType("struct Shape: Animatable {}") == nil)
        #expect(SourceScan.lastViewType("struct Wrapper<Content: View>: View where Content: Equatable { }") == "Wrapper")
        #expect(SourceScan.lastViewType("/* struct A: View { } */ struct B: SwiftUI.View { }") == "B")
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

    @Test func codeBlanksCommentsAndStrings() {
        #expect(SourceScan.code("a // b\n/* c /* d */ e */f \"g\\\"h\" i") == "a \nf \"\" i")
    }
}
