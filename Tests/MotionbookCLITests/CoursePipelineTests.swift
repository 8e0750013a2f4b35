import Foundation
import Lessons
import SiteBuilder
import Testing
@testable import MotionbookCLI

/// `check`, `build` and `serve` check a course through one pipeline, with one rule for the
/// translations folder.
@Suite struct CoursePipelineTests {
    /// A small course (the math fixture) with a copy of the repository's translations and theme,
    /// one German UI string emptied.
    static func courseWithAnUntranslatedString() throws -> URL {
        let root = try Repository.temporaryFolder()
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Tests/MotionbookCLITests/Fixtures/math-course/content"),
            to: root.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("site"), to: root.appendingPathComponent("site"))
        let translations = root.appendingPathComponent("translations")
        try FileManager.default.createDirectory(at: translations, withIntermediateDirectories: true)
        let catalog = try String(contentsOf: Repository.root.appendingPathComponent("translations/site.xcstrings"), encoding: .utf8)
            .replacingOccurrences(of: "\"value\" : \"Nächste Lektion\"", with: "\"value\" : \"\"")
        try catalog.write(to: translations.appendingPathComponent("site.xcstrings"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func oneRuleFindsTheTranslationsFolder() throws {
        let root = try Self.courseWithAnUntranslatedString()
        let content = root.appendingPathComponent("content").path
        let expected = root.appendingPathComponent("translations").path
        #expect(TranslationsFolder.beside(content) == expected)
        #expect(TranslationsFolder.beside(content + "/de") == expected)
        #expect(TranslationsFolder.beside(content + "/de/01-springs.md") == expected)
        #expect(TranslationsFolder.existing(besides: [content, content + "/de", root.appendingPathComponent("none").path]) == [expected])
        #expect(SiteOptions.beside(content: content).translationsFolder == expected)
        #expect(TranslationsFolder.beside("content") == "translations" && TranslationsFolder.beside("course/content") == "course/translations")
    }

    @Test func checkAndBuildReportTheSameUIStringProblems() throws {
        let root = try Self.courseWithAnUntranslatedString()
        let content = root.appendingPathComponent("content").path
        let check = runTool(["check", content, "--no-run"])
        #expect(check.status == 1)
        let problem = check.err.split(separator: "\n").filter { $0.contains("[translation.missing]") }
        #expect(problem.count == 1 && problem[0].contains("'nav.next' is empty in de"), "\(check.err)")
        // build finds the same folder, reports the same line, and compiles nothing.
        let build = runTool(["build", "--content", content, "--output", root.appendingPathComponent("_site").path])
        #expect(build.status == 1)
        #expect(build.err.split(separator: "\n").filter { $0.contains("[translation.missing]") } == problem, "\(build.err)")
        #expect(build.err.hasSuffix("motionbook build: error: the site was not built; \(root.appendingPathComponent("_site").path) is unchanged\n"))
        #expect(!build.err.contains("snippets:") && !FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func theLintStageSaysWhatIsMissing() throws {
        let root = try Self.courseWithAnUntranslatedString()
        let content = root.appendingPathComponent("content").path
        let missing = root.appendingPathComponent("nothing").path
        #expect(throws: CourseLint.Failure.noSuchPath(missing)) {
            try CourseLint(paths: [missing], translations: .beside(required: false), requiredKeys: []).run()
        }
        #expect(throws: CourseLint.Failure.noTranslationsFolder(missing)) {
            try CourseLint(paths: [content], translations: .folder(missing), requiredKeys: []).run()
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("translations"))
        #expect(throws: CourseLint.Failure.noTranslationsFolder(root.appendingPathComponent("translations").path)) {
            try CourseLint(paths: [content], translations: .beside(required: true), requiredKeys: []).run()
        }
        let unchecked = try CourseLint(paths: [content], translations: .beside(required: false), requiredKeys: UIString.keys).run()
        #expect(unchecked.diagnostics.isEmpty && unchecked.lessons.count == 3 && unchecked.statistics == nil)
        let build = runTool(["build", "--content", content, "--output", root.appendingPathComponent("_site").path])
        #expect(build.status == 1 && build.err == "motionbook build: error: no translations folder: \(root.appendingPathComponent("translations").path)\n")
    }

    @Test func theSkippedSnippetStageRunsNothing() throws {
        let root = try Self.courseWithAnUntranslatedString()
        let lint = CourseLint(
            paths: [root.appendingPathComponent("content").path], translations: .beside(required: true), requiredKeys: UIString.keys)
        let capture = Capture()
        let result = CoursePipeline.check(
            CoursePipeline.Request(lint: lint, snippets: .skip, options: SnippetOptions()), command: "check", context: capture.context())
        let checked = try result.get()
        #expect(checked.statistics == nil && checked.runnerProblems.isEmpty && capture.err.isEmpty)
        #expect(checked.diagnostics == (try lint.run()).diagnostics)
        var refusedBefore = false
        let refused = CoursePipeline.check(
            CoursePipeline.Request(lint: lint, snippets: .always, options: SnippetOptions()), command: "build", context: capture.context()
        ) {
            refusedBefore = true
            return "missing theme file: x"
        }
        guard case .failure(.refused("missing theme file: x")) = refused else {
            Issue.record("expected the refusal, got \(refused)")
            return
        }
        #expect(refusedBefore && capture.err.isEmpty)
    }
}
