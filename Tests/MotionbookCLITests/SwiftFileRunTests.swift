import Foundation
import Testing

/// `motionbook run` on SwiftUI files as people write them for Xcode: previews as entry points,
/// a folder compiled as one app target, and compile errors on the learner's own lines.
@Suite struct SwiftFileRunTests {
    static let badge = """
        import SwiftUI

        struct Badge: View {
            var label: String
            @State private var big = false
            var body: some View {
                Text(label)
                    .scaleEffect(big ? 2 : 1)
                    .onAppear { withAnimation(.linear(duration: 0.5)) { big = true } }
            }
        }

        """

    /// A temporary folder with `files` (relative path: text) written in it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try Repository.temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Every preview is traced, named by its name or position; `--preview` picks one; the
    /// preview's own `@Previewable` state drives the animation; paths start at the content.
    @Test func everyPreviewIsTraced() throws {
        let source = Self.badge + """
            #Preview("Hello") {
                Badge(label: "Hello")
            }

            #Preview {
                @Previewable @State var shifted = false
                Badge(label: "Moving")
                    .offset(x: shifted ? 40 : 0)
                    .onAppear { withAnimation(.linear(duration: 0.5)) { shifted = true } }
            }

            """
        let folder = try Self.folder(["Badge.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let both = try SnippetEndToEndTests.tool(["run", "Badge.swift", "--every", "0.25", "--cache", cache], in: folder.path)
        #expect(both.status == 0, "\(both.err)")
        #expect(both.out.hasPrefix("Hello: Hello, Badge.swift:12, 0.517 s at 60 fps\n   t  scaleEffect\n0.00            1\n0.25          1.5\n0.50            2\n"), "\(both.out)")
        #expect(both.out.contains("Preview 2: Preview 2, Badge.swift:16, 0.517 s at 60 fps\n   t  Badge offset.x  Badge geometry.x  Text(\"Moving\") scaleEffect"), "\(both.out)")

        let json = try SnippetEndToEndTests.tool(["run", "Badge.swift", "--format", "json", "--cache", cache], in: folder.path)
        // The two trace documents one after the other, in preview order.
        let documents = json.out.components(separatedBy: "\n{\"format\"").enumerated().map { $0 == 0 ? $1 : "{\"format\"" + $1 }
            .map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(documents.map { $0?["view"] as? String } == ["Hello", "Preview 2"], "\(json.out.prefix(300))")
        #expect(json.out.contains("\"path\": \"Badge/Text\""), "paths start at the preview's content")

        let one = try SnippetEndToEndTests.tool(["run", "Badge.swift", "--preview", "2", "--format", "csv", "--every", "0.5", "--cache", cache], in: folder.path)
        #expect(one.out == "t,\"Badge offset.x\",\"Badge geometry.x\",\"Text(\"\"Moving\"\") scaleEffect\",\"Text(\"\"Moving\"\") geometry.x\"\n0,0,168.79,1,168.79\n0.5,40,208.79,2,208.79\n", "\(one.err)")
        let missing = try SnippetEndToEndTests.tool(["run", "Badge.swift", "--preview", "Dark", "--cache", cache], in: folder.path)
        #expect(missing.status == 64 && missing.err.hasPrefix("motionbook run: error: no preview 'Dark' in 'Badge.swift' (its previews: 'Hello', 2)"), "\(missing.err)")
    }

    /// `--svg` and `--lottie` on a learner's own file: the film strip and the Lottie animation of
    /// the preview it traced; `--lottie` with two previews is a usage error and writes nothing.
    @Test func aFileIsExportedAsFilmStripAndLottie() throws {
        let source = """
            import SwiftUI

            struct Dot: View {
                @State private var moved = false
                var body: some View {
                    Circle()
                        .fill(.orange)
                        .frame(width: 30, height: 30)
                        .offset(y: moved ? 60 : 0)
                        .onAppear { withAnimation(.easeInOut(duration: 0.4)) { moved = true } }
                }
            }

            #Preview("Drop") { Dot() }
            #Preview("Still") { Circle() }

            """
        let folder = try Self.folder(["Dot.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let run = try SnippetEndToEndTests.tool(
            ["run", "Dot.swift", "--preview", "Drop", "--svg", "drop.svg", "--lottie", "drop.json", "--cache", cache], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        let svg = try String(contentsOf: folder.appendingPathComponent("drop.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<ellipse") && svg.contains("Drop · Drop"), "\(svg.prefix(400))")
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("drop.json"))) as? [String: Any]
        let layers = lottie?["layers"] as? [[String: Any]] ?? []
        #expect(lottie?["fr"] as? Int == 60 && layers.contains { ($0["nm"] as? String)?.hasSuffix("Circle") == true && $0["ty"] as? Int == 4 })

        let both = try SnippetEndToEndTests.tool(["run", "Dot.swift", "--lottie", "both.json", "--cache", cache], in: folder.path)
        #expect(both.status == 64 && both.err.hasPrefix("motionbook run: error: --lottie writes one animation; name one snippet: Drop, Still"), "\(both.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("both.json").path))
    }

    /// A folder is one app target: a view from another file resolves, the app's `@main` compiles
    /// and is not run, the provider's previews are traced; errors land in the right file.
    @Test func aFolderIsCompiledAsOneApp() throws {
        let app = """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup { Home() }
                }
            }

            """
        let home = """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    Badge(label: "Home")
                }
            }

            struct Home_Previews: PreviewProvider {
                static var previews: some View { Home() }
            }

            """
        let folder = try Self.folder(["App/DemoApp.swift": app, "App/Views/Badge.swift": Self.badge, "App/Views/Home.swift": home])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let run = try SnippetEndToEndTests.tool(["run", "App", "--format", "csv", "--every", "0.5", "--cache", cache], in: folder.path)
        #expect(run.status == 0 && run.out == "t,scaleEffect\n0,1\n0.5,2\n", "\(run.out)\(run.err)")

        try (home + "let wrong: Int = \"no\"\n").write(to: folder.appendingPathComponent("App/Views/Home.swift"), atomically: true, encoding: .utf8)
        let broken = try SnippetEndToEndTests.tool(["run", "App", "--cache", cache], in: folder.path)
        #expect(broken.status == 1 && broken.err.hasPrefix(
            "App/Views/Home.swift:12:18: error: cannot convert value of type 'String' to specified type 'Int' [snippet.compile-error]"), "\(broken.err)")
    }

    /// Compile errors inside and after a preview keep the learner's line and column; a view that
    /// needs arguments and has no preview is reported at its declaration; a file of shapes only
    /// says it has nothing to mount.
    @Test func errorsLandOnTheLearnersLines() throws {
        let source = """
            import SwiftUI

            #Preview("Broken") { Text(42) }
            struct After: View {
                var body: some View { Circle().frame(width: "wide") }
            }

            """
        let shapes = "import SwiftUI\n\nstruct Wave: Shape {\n    func path(in rect: CGRect) -> Path { Path() }\n}\n"
        let folder = try Self.folder(["Broken.swift": source, "Needs.swift": Self.badge, "Wave.swift": shapes])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try SnippetEndToEndTests.freshCache()
        let broken = try SnippetEndToEndTests.tool(["run", "Broken.swift", "--cache", cache], in: folder.path)
        #expect(broken.status == 1, "\(broken.err)")
        #expect(broken.err.contains("Broken.swift:3:27: error: "), "\(broken.err)")
        #expect(broken.err.contains("Broken.swift:5:49: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"), "\(broken.err)")

        let needs = try SnippetEndToEndTests.tool(["run", "Needs.swift", "--cache", cache], in: folder.path)
        #expect(needs.status == 1 && needs.err.hasPrefix(
            "Needs.swift:3:8: error: Badge cannot be mounted as written: missing argument for parameter 'label' in call; add a #Preview that creates it with its arguments, or name another view [snippet.compile-error]"),
            "\(needs.err)")

        let wave = try SnippetEndToEndTests.tool(["run", "Wave.swift", "--cache", cache], in: folder.path)
        #expect(wave.status == 1 && wave.err.hasPrefix(
            "Wave.swift:1:1: error: 'Wave.swift' has nothing to mount: it declares only Wave (a shape); add a #Preview { … } or a struct that conforms to View"),
            "\(wave.err)")
    }
}
