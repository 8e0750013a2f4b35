import Foundation
@testable import MotionbookCLI
import Testing
import TraceFormat

/// What `preview` reads as its program: a folder of files with its asset catalogues, or a
/// lesson snippet whose fence is the starting script.
@Suite struct PreviewProgramTests {
    @Test func aFolderIsOneProgramWithItsAssets() throws {
        let folder = Repository.root.appendingPathComponent("Tests/MotionbookCLITests/Fixtures/asset-app").path
        let program = PreviewProgram(source: .files(inputs: [folder]))
        let loaded = try program.load()
        #expect(loaded.paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Badge.swift"])
        #expect(!loaded.base.assets.colors.isEmpty && !loaded.base.assets.images.isEmpty)
        #expect(program.folders == [folder])
        let jobs = try program.jobs(loaded, script: PreviewScript())
        #expect(jobs.count == 1 && jobs[0].request.scenario.assets == loaded.base.assets)
        #expect(program.runCommand == "motionbook run \(folder)")
    }

    @Test func aLessonSnippetStartsWithItsFenceAsTheScript() throws {
        let content = Repository.root.appendingPathComponent("content").path
        let lookup = try LessonLookup(contentFolder: content, languageCode: "de", environment: [:])
        let program = PreviewProgram(source: .snippet(lookup: lookup, lesson: "how-animation-works", snippet: "jump"))
        let loaded = try program.load()
        let snippet = try #require(loaded.snippet)
        #expect(snippet.id == "jump" && loaded.paths == [loaded.lesson?.path])
        let script = PreviewScript(scenario: snippet.scenario)
        #expect(script.fenceKeys == "duration=1.4 tap=*@0.2")
        var changed = script
        changed.colorScheme = .dark
        let jobs = try program.jobs(loaded, script: changed)
        #expect(jobs.map(\.id) == ["jump"] && jobs[0].request.scenario.colorScheme == .dark)
        #expect(jobs[0].request.scenario.taps == snippet.scenario.taps)
        let missing = PreviewProgram(source: .snippet(lookup: lookup, lesson: "how-animation-works", snippet: "nope"))
        #expect(throws: RunCommand.RunFailure.self) { try missing.load() }
    }

    @Test func wordsOfTheRunCommandAreQuotedForAShell() {
        #expect(PreviewProgram.shellWord("Sources/App.swift") == "Sources/App.swift")
        #expect(PreviewProgram.shellWord("My App/View.swift") == "'My App/View.swift'")
        #expect(PreviewProgram.shellWord("it's.swift") == "'it'\\''s.swift'")
    }
}
