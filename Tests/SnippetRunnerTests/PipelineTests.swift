import Foundation
import Testing
import MotionTrace
import Toolbox
@testable import SnippetRunner
@testable import TraceFormat

/// The pipeline on math-only snippets (their hidden region prints a trace), in-process.
@Suite struct PipelineTests {
    @Test func mathSnippetTracesAndIsCached() throws {
        let pipeline = try TestPipeline.make()
        let batch = pipeline.run([SnippetRequest(source: MathSnippet.spring())])
        let result = try #require(batch.results.first)
        #expect(result.status == .traced, "\(result)")
        #expect(result.traceJSON?.hasPrefix("{\"format\": \"motionbook-trace/3\"") == true)
        #expect(batch.cacheHits == 0 && batch.built == 1)
        let again = pipeline.run([SnippetRequest(source: MathSnippet.spring()), SnippetRequest(source: MathSnippet.spring())])
        #expect(again.cacheHits == 1 && again.distinct == 1 && again.results == [result, result])
    }

    @Test func identicalSnippetsRunOnceAndDistinctOnesInParallel() throws {
        let pipeline = try TestPipeline.make { $0.jobs = 2 }
        let sources = [MathSnippet.spring(bounce: 0.1), MathSnippet.spring(bounce: 0.2), MathSnippet.spring(bounce: 0.1)]
        let progress = Locked<[SnippetPipeline.Progress]>([])
        let batch = pipeline.run(sources.map { SnippetRequest(source: $0) }) { step in progress.withValue { $0.append(step) } }
        #expect(batch.distinct == 2 && batch.built == 2)
        #expect(batch.results.map(\.status) == [.traced, .traced, .traced])
        #expect(batch.results[0] == batch.results[2] && batch.results[0].traceJSON != batch.results[1].traceJSON)
        #expect(progress.withValue { $0 }.first == .init(done: 0, total: 2) && progress.withValue { $0 }.last == .init(done: 2, total: 2))
    }

    @Test func showAndEveryDoNotChangeTheKey() throws {
        let pipeline = try TestPipeline.make()
        let plain = SnippetRequest(source: MathSnippet.spring())
        let other = SnippetRequest(source: MathSnippet.spring(bounce: 0.31))
        let tapped = SnippetRequest(source: "struct V: View {}\n", taps: [.init(target: "*", time: 0.2)])
        let untapped = SnippetRequest(source: "struct V: View {}\n")
        #expect(pipeline.key(for: plain) == pipeline.key(for: SnippetRequest(source: MathSnippet.spring())))
        #expect(pipeline.key(for: plain) != pipeline.key(for: other))
        #expect(pipeline.key(for: tapped) != pipeline.key(for: untapped))
        #expect(pipeline.key(for: SnippetRequest(source: "let x = 1\n")) == nil)
    }

    /// Another tap time runs the program compiled for the first scenario: no compiler runs, the
    /// result is not the cached one, and the trace has the tap at its new time. The compiled
    /// program also reads a scenario file named by its argument.
    @Test func anotherScenarioRunsTheCompiledProgramWithoutACompile() throws {
        let pipeline = try TestPipeline.make()
        let source = """
            import SwiftUI

            struct Flipper: View {
                @State private var on = false
                var body: some View {
                    Button("Flip") { withAnimation(.linear(duration: 0.2)) { on.toggle() } }
                        .opacity(on ? 1 : 0.5)
                }
            }

            """
        func request(tapAt time: Double) -> SnippetRequest {
            SnippetRequest(source: source, duration: 1, taps: [.init(target: "Flip", time: time)])
        }
        func tapTimes(_ result: SnippetResult) throws -> [Double] {
            try Trace.decode(Data(try #require(result.traceJSON).utf8)).events.filter { $0.kind == .tap }.map(\.t)
        }
        let first = pipeline.run([request(tapAt: 0.2)])
        #expect(first.compiled == 1 && first.results[0].status == .traced, "\(first.results[0])")
        #expect(try tapTimes(first.results[0]) == [0.2])

        let second = pipeline.run([request(tapAt: 0.6)])
        #expect(second.compiled == 0 && second.built == 1 && second.cacheHits == 0)
        #expect(second.results[0].status == .traced && second.results[0].compileSeconds == 0, "\(second.results[0])")
        #expect(try tapTimes(second.results[0]) == [0.6])
        #expect(pipeline.programKey(for: request(tapAt: 0.2)) == pipeline.programKey(for: request(tapAt: 0.6)))
        #expect(pipeline.key(for: request(tapAt: 0.2)) != pipeline.key(for: request(tapAt: 0.6)))
        let again = pipeline.run([request(tapAt: 0.2)])
        #expect(again.compiled == 0 && again.cacheHits == 1)

        // The kept program itself, given a scenario file with a third tap time.
        let key = try #require(pipeline.programKey(for: request(tapAt: 0.2)))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = TraceScenario(view: "Flipper", duration: 1, taps: [.init(target: "Flip", time: 0.45)])
        try Data(scenario.json().utf8).write(to: URL(fileURLWithPath: "\(folder)/scenario.json"))
        let outcome = try ChildProcess.run(ProcessRequest(
            executable: "\(pipeline.paths.programs)/\(key.prefix(2))/\(key)", arguments: ["\(folder)/scenario.json"],
            environment: SnippetExecutor.programEnvironment(ProcessInfo.processInfo.environment, home: folder), directory: folder, timeout: 30,
            outputCap: 1 << 22))
        #expect(outcome.termination == .exited(0), "\(String(decoding: outcome.stderr, as: UTF8.self))")
        #expect(try Trace.decode(Data(outcome.stdout)).events.filter { $0.kind == .tap }.map(\.t) == [0.45])
    }

    /// The values of one `#Playground` are one program: a batch compiles it once (with
    /// `--no-cache` too, so not from an earlier run) and runs it once per value, the scenario
    /// naming the value; a value that is not a view says what it holds.
    @Test func theValuesOfAPlaygroundShareOneCompile() throws {
        let pipeline = try TestPipeline.make { $0.readsCache = false }
        let source = "import SwiftUI\n\n#Playground(\"Two\") {\n    let label = Text(\"a\").opacity(0.5)\n    let count = 2\n}\n"
        let batch = pipeline.run([
            SnippetRequest(source: source, preview: 0, duration: 0.1), SnippetRequest(source: source, preview: 1, duration: 0.1),
        ])
        #expect(batch.distinct == 2 && batch.compiled == 1, "\(batch.distinct) programs, \(batch.compiled) compiles")
        #expect(batch.results[0].hasTrace, "\(batch.results[0])")
        #expect(batch.results[1].status == .nothingToTrace, "\(batch.results[1])")
        #expect(batch.results[1].detail == "'count' holds Int, not a view (the playground's views: label)")
    }

    @Test func compileTimeoutKillsSwiftc() throws {
        let pipeline = try TestPipeline.make { $0.compileTimeout = 0.01 }
        let result = pipeline.run([SnippetRequest(source: MathSnippet.spring(bounce: 0.42))]).results[0]
        #expect(result.status == .compileTimedOut && result.isTransient)
        // Timeouts are not cached: a later run with time enough builds it.
        let patient = try SnippetPipeline.prepare(
            environment: ProcessInfo.processInfo.environment, options: RunnerOptions(), resultsFolder: pipeline.paths.results)
        #expect(patient.run([SnippetRequest(source: MathSnippet.spring(bounce: 0.42))]).results[0].status == .traced)
    }

    @Test func strictRunsTwiceOrChecksTheCachedTrace() throws {
        let pipeline = try TestPipeline.make()
        let request = SnippetRequest(source: MathSnippet.spring(bounce: 0.05))
        let first = pipeline.run([request]).results[0]
        #expect(!first.determinismChecked)
        let strict = try SnippetPipeline.prepare(
            environment: ProcessInfo.processInfo.environment, options: { var o = RunnerOptions(); o.checksDeterminism = true; return o }(),
            resultsFolder: pipeline.paths.results)
        let checked = strict.run([request])
        #expect(checked.cacheHits == 0 && checked.results[0].determinismChecked && checked.results[0].nondeterminism == nil)
        #expect(checked.results[0].traceJSON == first.traceJSON)
        // Once checked, strict runs read the cache too.
        #expect(strict.run([request]).cacheHits == 1)
    }

    /// The SwiftUI shim re-exports Foundation, as SwiftUI does: `Date`, `sin`, `cos`, `UUID`,
    /// `Calendar` without importing it.
    @Test func viewSnippetSeesFoundation() throws {
        let source = """
            import SwiftUI

            struct Wave: View {
                let id = UUID()
                var body: some View {
                    TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: 0.25)])) { context in
                        let seconds = context.date.timeIntervalSinceReferenceDate
                        let rest: Double = tan(0) + atan2(0, 1) + sqrt(4) + pow(2, 3)
                        let more: Double = exp(0) + floor(1.5) + ceil(1.5)
                        let hour = Calendar(identifier: .gregorian).component(.hour, from: context.date)
                        Circle().offset(x: 100 * sin(seconds * .pi) + cos(0) + 0 * (rest + more + Double(hour)))
                    }
                }
            }

            """
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source)]).results.first)
        #expect(result.status == .traced, "\(result)")
        #expect(result.traceJSON?.contains("\"offset\"") == true)
    }

    /// `import AVFoundation` compiles, as in Xcode, when the file uses none of it (the module is
    /// Foundation only); a use of one of its types is one error that says why it is missing.
    @Test func anAVFoundationImportCompilesAndItsTypesAreExplained() throws {
        func source(_ member: String) -> String {
            """
            import AVFoundation
            import SwiftUI

            struct Chime: View {
            \(member)
                @State private var rung = false
                var body: some View {
                    Circle().scaleEffect(rung ? 2 : 1).onAppear { withAnimation { rung = true } }
                }
            }

            """
        }
        let results = try TestPipeline.make().run([
            SnippetRequest(source: source("    let title = \"chime\"")),
            SnippetRequest(source: source("    let player: AVAudioPlayer? = nil")),
        ]).results
        #expect(results.map(\.status) == [.traced, .compileFailed], "\(results)")
        let error = try #require(results[1].compilerMessages.first { $0.severity == .error })
        #expect(error.line == 5 && error.message.hasSuffix(
            "'AVAudioPlayer' in scope: AVAudioPlayer belongs to AVFoundation, which plays and records audio and video; Motionbook runs snippets headless on Linux, with no media"),
            "\(results[1].compilerMessages)")
    }

    /// With all of Foundation imported, the prelude keeps `Date()`, `DispatchQueue`, `Timer` and
    /// `Timer.publish` on the virtual clock: the offsets change at whole virtual seconds, and an
    /// `@Observable` model (the toolchain's macro) animates through `withAnimation`.
    @Test func snippetTimeIsVirtual() throws {
        let source = """
            import SwiftUI
            import Foundation
            import Combine

            @Observable final class Model { var x = 0.0 }

            struct Clocked: View {
                @State private var model = Model()
                @State private var ticks = 0
                @State private var late = 0.0
                @State private var started = Date()
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Circle()
                        .offset(x: Double(ticks) * 10, y: late)
                        .scaleEffect(1 + model.x)
                        .onReceive(timer) { date in
                            ticks = Int(date.timeIntervalSince(started).rounded())
                        }
                        .onAppear {
                            started = Date()
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { late = Date().timeIntervalSince(started) }
                            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                                withAnimation(.linear(duration: 0.5)) { model.x = 1 }
                            }
                        }
                }
            }

            """
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source, duration: 2.5)]).results.first)
        #expect(result.status == .traced, "\(result)")
        let trace = try Trace.decode(Data(try #require(result.traceJSON).utf8))
        let offset = try #require(trace.tracks.first { $0.property == "offset" })
        let scale = try #require(trace.tracks.first { $0.property == "scaleEffect" })
        // Frame 60 is t = 1 s: the first tick; frame 90 is t = 1.5 s: the delayed work.
        #expect(offset.values[59] == [0, 0] && offset.values[60] == [10, 0], "\(offset.values[55...65])")
        #expect(offset.values[89].last == 0 && offset.values[90] == [10, 1.5] && offset.values[120] == [20, 1.5])
        // The one-shot timer at 0.5 s starts a 0.5 s animation: halfway at 0.75 s.
        #expect(scale.values[30].first == 1 && abs((scale.values[45].first ?? 0) - 1.5) < 1e-3 && scale.values[60].first == 2)
    }

    /// An expression the type checker cannot finish is reported at its line, in plain words,
    /// before the compile time limit: with all of Foundation's overloads in play, a long chain
    /// of literals and math functions is one.
    @Test func aSlowTypeCheckIsReportedAtTheExpression() throws {
        let source = """
            import SwiftUI

            struct Wave: View {
                var body: some View {
                    TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: 0.25)])) { context in
                        Circle().offset(x: 100 * sin(context.date.timeIntervalSinceReferenceDate * .pi) + cos(0) + 0 * (tan(0) + atan2(0, 1) + sqrt(4) + pow(2, 3) + exp(0) + floor(1.5) + ceil(1.5)))
                    }
                }
            }

            """
        let result = try #require(try TestPipeline.make { $0.compileTimeout = 60 }.run([SnippetRequest(source: source)]).results.first)
        #expect(result.status == .compileFailed, "\(result)")
        let error = try #require(result.compilerMessages.first { $0.severity == .error })
        #expect(error.line == 6 && error.column == 13, "\(error)")
        #expect(error.message
            == "the type checker gave up on this expression after 8 s; split it into smaller expressions or give its parts explicit types")
    }

    @Test func outcomesOfBrokenPrograms() throws {
        let pipeline = try TestPipeline.make { $0.runTimeout = 1; $0.outputCap = 1 << 16 }
        let requests = [
            SnippetRequest(source: MathSnippet.spring(extra: "let broken: Int = \"no\"")),
            SnippetRequest(source: MathSnippet.spring(extra: "if spring.bounce > 0 { fatalError(\"boom\") }")),
            SnippetRequest(source: MathSnippet.spring(extra: "while spring.bounce > 0 {}")),
            SnippetRequest(source: MathSnippet.spring(extra: "for _ in 0..<100_000 { print(\"spam\") }")),
        ]
        let results = pipeline.run(requests).results
        #expect(results.map(\.status) == [.compileFailed, .crashed, .runTimedOut, .outputTooLarge])
        #expect(results[0].compilerMessages.first?.line == 7)
        #expect(results[1].code == 4 && results[1].stderrTail.contains { $0.hasSuffix("Snippet.swift:7: Fatal error: boom") })
    }
}

@Suite struct ToolchainTests {
    @Test func versionIsCachedByTheCompilerFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ProcessInfo.processInfo.environment
        let asked = try Toolchain.locate(environment: environment, cacheFolder: folder)
        #expect(asked.version.hasPrefix("Swift version"))
        let record = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        // A record whose version differs is used as long as the fingerprint matches …
        let text = try String(contentsOfFile: "\(folder)/\(record)", encoding: .utf8)
        let fingerprint = text.prefix { $0 != "\n" }
        try "\(fingerprint)\nSwift version 0 (pretend)".write(toFile: "\(folder)/\(record)", atomically: true, encoding: .utf8)
        #expect(try Toolchain.locate(environment: environment, cacheFolder: folder).version == "Swift version 0 (pretend)")
        // … and replaced when the compiler files changed.
        try "other fingerprint\nSwift version 0 (pretend)".write(toFile: "\(folder)/\(record)", atomically: true, encoding: .utf8)
        #expect(try Toolchain.locate(environment: environment, cacheFolder: folder).version == asked.version)
    }
}
