// snippet-bench: what the snippet runner costs. For every distinct snippet of a course it times
// a cold build through the runner (empty cache: plan, key, compile, run, read the trace, store
// the result) against a bare swiftc of the same files with the same arguments followed by
// running the program; then it times `motionbook check` on the whole course twice, cold and
// warm, and reports the cache hit rate of the warm run.
// Run with `scripts/bench-snippets [PATH...] [--repeat N]` (release build; PATH defaults to
// content, N to 5).
import Diagnostics
import Foundation
import Lessons
import SnippetRunner

var arguments = Array(CommandLine.arguments.dropFirst())
/// Timed runs per snippet and side (`--repeat N`, default 5); the median counts.
var repeats = 5
if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
    repeats = count
    arguments.removeSubrange(index...index + 1)
}
let paths = arguments.isEmpty ? ["content"] : arguments
let environment = ProcessInfo.processInfo.environment

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("snippet-bench: \(message)\n".utf8))
    exit(1)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-bench-\(getpid())").path

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func milliseconds(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }
func now() -> Double { MonotonicClock.now }

/// Runs a program with plain posix_spawn and waitpid (nothing of the runner's process
/// handling, and none of Foundation.Process's run-loop polling), stdout to /dev/null and stderr
/// to a file; returns its wall-clock seconds, whether it exited 0, and its stderr.
func timed(_ executable: String, _ arguments: [String]) -> (seconds: Double, ok: Bool, err: String) {
    let errPath = "\(scratch)/stderr-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { fail("cannot start \(executable)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let seconds = now() - start
    let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: errPath)
    return (seconds, status == 0, err)
}

var diagnostics = DiagnosticCollector()
let course: Course
do {
    course = try CourseLoader().load(paths, diagnostics: &diagnostics)
} catch {
    fail("no such lesson file or folder: \(error.path)")
}
let pipeline: SnippetPipeline
do {
    pipeline = try SnippetPipeline.prepare(environment: environment) { print($0) }
} catch {
    fail(error.description)
}

// Distinct programs of the checked lessons (named by lesson id), in course order.
var seen: Set<String> = []
var distinct: [(name: String, request: SnippetRequest)] = []
for item in CourseSnippetCheck.requests(in: course) {
    guard let lesson = CheckedLesson(item.lesson), let key = pipeline.key(for: item.request), seen.insert(key).inserted else { continue }
    let role = item.snippet.role == .run ? "" : " (\(item.snippet.role.rawValue))"
    distinct.append(("\(lesson.language?.code ?? "?")/\(lesson.id)/\(item.snippet.id)\(role)", item.request))
}
guard !distinct.isEmpty else { fail("no snippets under \(paths.joined(separator: " "))") }

/// One bare build and run: the runner's files and swiftc arguments, nothing else.
func bare(_ request: SnippetRequest, _ index: Int) -> Double {
    let folder = "\(scratch)/bare-\(index)-\(UUID().uuidString.prefix(8))"
    guard let command = pipeline.buildCommand(for: request, in: folder) else { fail("no view in a snippet") }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for file in command.files { FileManager.default.createFile(atPath: file.path, contents: Data(file.contents.utf8)) }
    let compile = timed(pipeline.engine.toolchain.swiftc, command.arguments)
    guard compile.ok else { fail("bare swiftc failed:\n\(compile.err)") }
    let run = timed(command.executable, [])
    try? FileManager.default.removeItem(atPath: folder)
    return compile.seconds + run.seconds
}

/// One cold build through the runner, with a cache folder of its own: the wall-clock seconds
/// and those not spent in swiftc or the program (the runner's own work: key, files, spawning,
/// reading the trace, storing the result).
func cold(_ request: SnippetRequest) -> (seconds: Double, own: Double) {
    let runner: SnippetPipeline
    do {
        runner = try SnippetPipeline.prepare(environment: environment, resultsFolder: "\(scratch)/cache-\(UUID().uuidString)")
    } catch {
        fail(error.description)
    }
    let start = now()
    let batch = runner.run([request])
    let seconds = now() - start
    guard batch.cacheHits == 0 else { fail("the cold run hit the cache") }
    let result = batch.results[0]
    return (seconds, seconds - result.compileSeconds - result.runSeconds)
}

print("snippet-bench: \(distinct.count) distinct snippets of \(paths.joined(separator: " ")); median of \(repeats) runs each")
print("swiftc: \(pipeline.engine.toolchain.version.split(separator: "\n").first ?? "")")
_ = bare(distinct[0].request, -1)  // warm the file system and the compiler's own caches
let nameWidth = max(7, distinct.map(\.name.count).max() ?? 0)
print("snippet".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  runner ms  bare ms  overhead  runner's own ms")
var coldTotal = 0.0
var bareTotal = 0.0
var ownTotal = 0.0
func row(_ name: String, _ c: Double, _ b: Double, _ own: Double) -> String {
    name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + milliseconds(c).leftPadded(11) + milliseconds(b).leftPadded(9)
        + String(format: "%+9.1f%%", (c / b - 1) * 100) + String(format: "%17.1f", own * 1000)
}
for (index, item) in distinct.enumerated() {
    var colds: [Double] = []
    var owns: [Double] = []
    var bares: [Double] = []
    for _ in 0..<repeats {
        bares.append(bare(item.request, index))
        let measured = cold(item.request)
        colds.append(measured.seconds)
        owns.append(measured.own)
    }
    let (c, b, own) = (median(colds), median(bares), median(owns))
    coldTotal += c
    bareTotal += b
    ownTotal += own
    print(row(item.name, c, b, own))
}
let count = Double(distinct.count)
print(row("per snippet", coldTotal / count, bareTotal / count, ownTotal / count))

// The whole course through the tool, cold then warm.
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("motionbook").path
guard FileManager.default.isExecutableFile(atPath: tool) else { fail("build motionbook first: \(tool)") }
let cache = "\(scratch)/course-cache"
let first = timed(tool, ["check"] + paths + ["--cache", cache])
let second = timed(tool, ["check"] + paths + ["--cache", cache])
let statistics = second.err.split(separator: "\n").first { $0.hasPrefix("snippets: ") }.map(String.init) ?? "(no statistics)"
print("")
print("motionbook check \(paths.joined(separator: " ")): cold \(String(format: "%.2f", first.seconds)) s, warm \(String(format: "%.2f", second.seconds)) s (\(String(format: "%.1f", first.seconds / second.seconds))× faster)")
print("warm run: \(statistics)")
let numbers = statistics.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
if numbers.count >= 3 {
    print("cache hit rate of the warm run: \(numbers[2]) of \(numbers[1]) distinct programs (\(numbers[1] == 0 ? 0 : 100 * numbers[2] / numbers[1])%) for \(numbers[0]) snippets")
}
try? FileManager.default.removeItem(atPath: scratch)

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
