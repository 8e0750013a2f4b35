import Foundation
import Testing

/// The built tool with a snippet whose fence marks parameters (`param=`): `run --param` prints
/// any variant, on or off the grid, and refuses a name the snippet lacks; `check` reports a
/// grid point that fails at the fence, named by its values.
@Suite struct ParameterEndToEndTests {
    static let lesson = """
        ---
        id: lab
        title: Lab
        order: 1
        ---

        # Lab

        ```swift run id=lab duration=1 param="delay 0...0.2 step 0.1; count 0...3 step 1"
        import SwiftUI

        struct Lab: View {
            @State private var shown = false
            let items = [10, 20, 30]
            let count = 1

            var body: some View {
                Text("\\(items[count])")
                    .offset(x: shown ? 100 : 0)
                    .onAppear { withAnimation(.linear(duration: 0.5).delay(0.1)) { shown = true } }
            }
        }
        ```

        """

    static func course() throws -> URL {
        let folder = try Repository.temporaryFolder()
        let lessons = folder.appendingPathComponent("content/de")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try lesson.write(
            to: lessons.appendingPathComponent("01-lab.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func runPrintsAVariantOnOrOffTheGrid() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        func csv(_ extra: [String]) throws -> String {
            let result = try SnippetEndToEndTests.tool(
                ["run", "content/de/01-lab.md", "lab", "--format", "csv", "--every", "0.25", "--show", "offset.x", "--cache", cache] + extra,
                in: folder.path)
            #expect(result.status == 0, "\(result.err)")
            return result.out
        }
        // The literal 0.1: moving from 0.1 s, 100 points in 0.5 s (the engine's clock adds its last digits).
        #expect(try csv([]) == "t,offset.x\n0,0\n0.25,30.000019\n0.5,80.000019\n0.75,100\n1,100\n")
        // delay is `.delay(…)`'s literal; 0.25 is off the grid, which run accepts.
        #expect(try csv(["--param", "delay=0.25"]) == "t,offset.x\n0,0\n0.25,0\n0.5,50\n0.75,100\n1,100\n")
        #expect(try csv(["--param", "delay=0", "--param", "count=2"]) == "t,offset.x\n0,0\n0.25,50\n0.5,100\n0.75,100\n1,100\n")

        let unknown = try SnippetEndToEndTests.tool(["run", "content/de/01-lab.md", "lab", "--param", "bounce=1", "--cache", cache], in: folder.path)
        #expect(unknown.status == 64 && unknown.err.hasPrefix("motionbook run: error: snippet 'lab' of content/de/01-lab.md has no parameter 'bounce' (it has delay, count)"), "\(unknown.err)")
        let malformed = try SnippetEndToEndTests.tool(["run", "content/de/01-lab.md", "lab", "--param", "delay", "--cache", cache], in: folder.path)
        #expect(malformed.status == 64 && malformed.err.hasPrefix("motionbook run: error: --param needs NAME=VALUE"), "\(malformed.err)")
    }

    /// `items[3]` traps: the three points with count 3 fail, each reported at the fence line;
    /// the nine others and the snippet itself trace, from one compile.
    @Test func checkReportsAFailingGridPointAtTheFence() throws {
        let folder = try Self.course()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let result = try SnippetEndToEndTests.tool(["check", "content", "--cache", cache], in: folder.path)
        #expect(result.status == 1)
        let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 3, "\(result.err)")
        for (index, delay) in ["0", "0.1", "0.2"].enumerated() where errors.indices.contains(index) {
            #expect(errors[index].hasPrefix("content/de/01-lab.md:9:1: error: at the grid point count=3,delay=\(delay) of 'lab': "), "\(errors[index])")
        }
        // The grid's points are runs of the snippet's one program, and the summary says so.
        #expect(result.err.contains(" in 13 runs, 0 from the cache)"), "\(result.out)\(result.err)")
    }
}
