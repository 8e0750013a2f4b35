import Foundation
import TestSupport
import Testing

/// `motionbook build` and `serve`, in-process and as the built executable.
@Suite(.serialized) struct SiteCommandTests {
    /// A copy of the course with its translations and theme in a temporary folder.
    static func courseCopy() throws -> URL {
        let root = try Repository.temporaryFolder()
        for folder in ["content", "translations", "site"] {
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        return root
    }

    @Test func buildWritesTheSiteAndRefusesBadUsage() throws {
        let root = try Self.courseCopy()
        let output = root.appendingPathComponent("_site").path
        let result = siteTool(["build", "--content", root.appendingPathComponent("content").path, "--output", output])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("open \(output)/index.html"))
        let page = try String(contentsOfFile: output + "/de/01-how-animation-works.html", encoding: .utf8)
        // Every run snippet is followed by its trace, the exercise by its starter's and its
        // solution's.
        #expect(page.contains(#"<figure class="trace" aria-labelledby="trace-slide-caption">"#))
        #expect(page.contains("Zielverlauf <code>"))
        let exercise = try #require(page.components(separatedBy: #"<section class="exercise""#).dropFirst().first).components(separatedBy: "</section>")[0]
        #expect(exercise.components(separatedBy: #"<figure class="trace trace-starter""#).count == 2)
        #expect(exercise.components(separatedBy: #"<figure class="trace trace-target""#).count == 2)
        #expect(exercise.contains("Dein Ausgangspunkt <code>move-and-grow</code>"))
        // The line `exercise check` prints for the unchanged starter (CourseEndToEndTests), in
        // the page's language.
        #expect(exercise.contains(
            "<samp>✗ move-and-grow ist noch nicht bestanden: offset.x von Circle weicht zuerst bei 0,2 s ab: erwartet 0, erhalten 120 (Toleranz 0,01).</samp>"))
        #expect(runTool(["build", "--no-run"]).status == 64)
        #expect(runTool(["build", "extra"]).status == 64)
        #expect(runTool(["build", "--content"]).status == 64)
        #expect(runTool(["serve", "--port", "http"]).status == 64)
        // The base URL becomes the 404 page's link home: only http(s) URLs and relative paths.
        let script = runTool(["build", "--base-url", "javascript:alert(1)"])
        #expect(script.status == 64 && script.err.contains("--base-url"), "\(script.err)")
        #expect(runTool(["build", "--base-url", "//evil.example/"]).status == 64)
    }

    /// Builds a copy of the course, edits its German lesson with `edit`, builds again: the
    /// second build's result and whether the German pages stayed byte for byte as they were.
    func rebuildAfterEditing(_ edit: (String) -> String) throws -> (result: (status: Int32, out: String, err: String), unchanged: Bool) {
        let root = try Self.courseCopy()
        let content = root.appendingPathComponent("content").path
        let output = root.appendingPathComponent("_site").path
        #expect(siteTool(["build", "--content", content, "--output", output]).status == 0)
        let pages = ["de/index.html", "de/01-how-animation-works.html"].map { URL(fileURLWithPath: output + "/" + $0) }
        let before = try pages.map { try Data(contentsOf: $0) }
        let lesson = content + "/de/01-how-animation-works.md"
        try edit(String(contentsOfFile: lesson, encoding: .utf8)).write(toFile: lesson, atomically: true, encoding: .utf8)
        let result = siteTool(["build", "--content", content, "--output", output])
        return (result, try pages.map { try Data(contentsOf: $0) } == before)
    }

    @Test func aBrokenCourseExits1AndKeepsTheSite() throws {
        let (result, unchanged) = try rebuildAfterEditing { $0 + "\n```swfit run id=typo\n```\n" }
        #expect(result.status == 1)
        #expect(result.err.contains("error:") && result.err.contains("is unchanged"))
        #expect(unchanged)
    }

    @Test func aSnippetThatDoesNotCompileIsABuildError() throws {
        let (result, unchanged) = try rebuildAfterEditing {
            $0.replacingOccurrences(of: ".offset(x: isMoved ? 100 : 0)", with: ".offset(x: isMoved ? 100 : \"0\")")
        }
        #expect(result.status == 1)
        #expect(result.err.contains("[snippet.compile-error]") && result.err.contains("is unchanged"), "\(result.err)")
        #expect(unchanged)
    }

    @Test func missingTranslationsFolderIsAnError() throws {
        let root = try Self.courseCopy()
        try FileManager.default.removeItem(at: root.appendingPathComponent("translations"))
        let result = siteTool(["build", "--content", root.appendingPathComponent("content").path, "--output", root.appendingPathComponent("out").path])
        #expect(result.status == 1 && result.err.contains("no translations folder"))
    }

    @Test func checkReportsUntranslatedUIStrings() throws {
        let root = try Self.courseCopy()
        let catalog = root.appendingPathComponent("translations/site.xcstrings")
        try (String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "\"Kopieren\"", with: "\"\""))
            .write(to: catalog, atomically: true, encoding: .utf8)
        let result = runTool(["check", "--no-run", root.appendingPathComponent("content").path])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("translations/site.xcstrings:") && result.err.contains("'code.copy' is empty in de [translation.missing]"))
    }

    @Test func serveRebuildsOnChangeAndRefusesATakenPort() throws {
        let root = try Self.courseCopy()
        let process = Process()
        process.executableURL = EndToEndTests.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        // The first line names the port: "serving _site at http://127.0.0.1:PORT/ …".
        var line = ""
        while !line.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(line.split(separator: ":").dropFirst(2).first.flatMap { UInt16($0.prefix { $0.isNumber }) }, "\(line)")
        let page = try fetch("/de/01-how-animation-works.html", port: port)
        #expect(page.contains("Wie Animation in SwiftUI funktioniert"))
        let firstID = try fetch("/__motionbook/build-id", port: port)

        let lesson = root.appendingPathComponent("content/de/01-how-animation-works.md")
        try String(contentsOf: lesson, encoding: .utf8).replacingOccurrences(of: "title: Wie Animation", with: "title: Wie Bewegung")
            .write(to: lesson, atomically: true, encoding: .utf8)
        var changed = false
        for _ in 0..<40 where !changed {
            Thread.sleep(forTimeInterval: 0.25)
            changed = try fetch("/__motionbook/build-id", port: port) != firstID
        }
        #expect(changed, "the build id did not change after editing a lesson")
        #expect(try fetch("/de/index.html", port: port).contains("Wie Bewegung"))

        let taken = siteTool(["serve", "--port", String(port), "--content", root.appendingPathComponent("content").path,
            "--output", root.appendingPathComponent("other").path])
        #expect(taken.status == 1 && taken.err.contains("port \(port) on 127.0.0.1 is already in use"))
    }

    /// `build` or `serve` in-process with this process's environment (the snippet runner needs `PATH` to
    /// find swiftc).
    func siteTool(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        runTool(arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// The body of `GET path` from 127.0.0.1:`port`.
    func fetch(_ path: String, port: UInt16) throws -> String {
        let stream = TCPExchange(port: port)
        let response = try stream.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return response.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    }
}
