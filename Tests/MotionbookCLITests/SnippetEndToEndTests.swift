import Diagnostics
import Foundation
import Lessons
import SnippetRunner
import Testing

/// The built tool compiling and running snippets: every runner rule's fixture, a clean
/// math-only course in three languages, `run`, and the exercise loop. Each test keeps its
/// results in a fresh cache folder (the engine build is shared).
@Suite struct SnippetEndToEndTests {
    static let mathCourse = Repository.root.appendingPathComponent("Tests/MotionbookCLITests/Fixtures/math-course").path

    /// Runs the built `motionbook` in `directory`; also returns the wall-clock seconds.
    static func tool(_ arguments: [String], in directory: String = Repository.root.path, environment: [String: String] = [:])
        throws -> (status: Int32, out: String, err: String, seconds: Double)
    {
        try tool(arguments, directory, environment)
    }

    static func tool(_ arguments: [String], _ directory: String, _ environment: [String: String])
        throws -> (status: Int32, out: String, err: String, seconds: Double)
    {
        try runProcess(EndToEndTests.executable, arguments, in: directory, environment: environment)
    }

    static func freshCache() throws -> String { try Repository.temporaryFolder().path }

    @Test(arguments: RuleCatalog.snippetRunner.rules)
    func snippetRuleFixture(_ rule: Rule) throws {
        let folder = Repository.root.appendingPathComponent(rule.fixture).path
        let expected = try String(contentsOfFile: "\(folder)/expected.txt", encoding: .utf8)
        let extra = (try? String(contentsOfFile: "\(folder)/arguments.txt", encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        // A rule of `run FILE|DIR` alone (an asset catalogue's) has its command in `arguments.txt`.
        let command = extra.first == "run" ? extra : ["check", "content"] + extra
        let result = try Self.tool(command + ["--cache", try Self.freshCache()], in: folder)
        let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false)
        let diagnostics = lines.filter { !$0.hasPrefix("snippets: ") && !$0.hasPrefix("check: ") }.joined(separator: "\n")
        #expect(diagnostics == expected, "\(rule.id):\n\(result.err)")
        #expect(result.err.contains("[\(rule.id)]"))
        #expect(result.status == (rule.severity == .error || extra.contains("--strict") ? 1 : 0))
        if rule == .snippetTimeout {
            // The endless loop is stopped at its 1 s limit and the other snippet is still checked.
            #expect(result.seconds < 8, "took \(result.seconds) s")
            #expect(result.err.contains("snippets: 2 (2 distinct programs, 0 from the cache)"))
        }
    }

    @Test func mathCourseChecksCleanAndTheSecondRunComesFromTheCache() throws {
        let cache = try Self.freshCache()
        let cold = try Self.tool(["check", "content", "--strict", "--cache", cache], in: Self.mathCourse)
        #expect(cold.status == 0, "\(cold.err)")
        #expect(cold.err == "snippets: 12 (4 distinct programs, 0 from the cache)\ncheck: 0 errors, 0 warnings in 3 lessons\n")
        let warm = try Self.tool(["check", "content", "--strict", "--cache", cache], in: Self.mathCourse)
        #expect(warm.err == "snippets: 12 (4 distinct programs, 4 from the cache)\ncheck: 0 errors, 0 warnings in 3 lessons\n")
    }

    @Test func runPrintsATableWithEventsAndCharts() throws {
        let result = try Self.tool(
            ["run", "springs", "settle", "--lang", "de", "--content", "content", "--chart", "--cache", try Self.freshCache()],
            in: Self.mathCourse)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("""
            settle: Springs, content/de/01-springs.md:11, 1 s at 60 fps
               t  value
            0.00      0
            0.25  0.984
            0.50  1.014
            0.75  0.998
            1.00      1

            events:
              0 s  appear

            value
            1.046 ┤
            """))
        #expect(result.out.contains("█") && result.out.hasSuffix("0 s                                                      1 s\n"))
    }

    @Test func runFormatsAndStandaloneFiles() throws {
        let cache = try Self.freshCache()
        let csv = try Self.tool(["run", "content/zh-Hans/01-springs.md", "slide", "--format", "csv", "--every", "0.5", "--cache", cache], in: Self.mathCourse)
        #expect(csv.out == "t,offset.x,scaleEffect\n0,0,1\n0.5,120.298791,1.501245\n1,120.000418,1.500002\n", "\(csv.err)")
        let json = try Self.tool(["run", "content/bg/01-springs.md", "--format", "json", "--cache", cache], in: Self.mathCourse)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["bouncier", "settle", "slide"])

        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = try String(contentsOfFile: "\(Self.mathCourse)/content/de/01-springs.md", encoding: .utf8)
        let code = lesson.components(separatedBy: "```swift run id=settle show=value every=0.25\n")[1].components(separatedBy: "```")[0]
        try code.write(to: folder.appendingPathComponent("settle.swift"), atomically: true, encoding: .utf8)
        let file = try Self.tool(["run", "settle.swift", "--every", "0.5", "--cache", cache], in: folder.path)
        #expect(file.status == 0 && file.out.hasPrefix("settle: Springs, settle.swift:1, 1 s at 60 fps\n  t  value\n0.0      0\n0.5  1.014\n"), "\(file.out)\(file.err)")
        try (code + "let wrong: Int = 0.5\n").write(to: folder.appendingPathComponent("broken.swift"), atomically: true, encoding: .utf8)
        let broken = try Self.tool(["run", "broken.swift", "--cache", cache], in: folder.path)
        #expect(broken.status == 1 && broken.err.hasPrefix("broken.swift:14:18: error: cannot convert value of type 'Double' to specified type 'Int' [snippet.compile-error]"), "\(broken.err)")
    }

    /// `drag=TARGET@T:dx,dy,duration` reaches the snippet: a card follows the finger and is
    /// flung away by a spring that keeps its velocity.
    @Test func dragKeyReachesTheSnippet() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lessons = folder.appendingPathComponent("content/de")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let lesson = """
            ---
            id: fling
            title: Fling
            order: 1
            ---

            # Fling

            ```swift run id=card drag=Card@0.1:120,0,0.2 duration=0.5 show=offset.x every=0.1
            import SwiftUI

            struct Card: View {
                @State private var offset = CGSize.zero

                var body: some View {
                    RoundedRectangle(cornerRadius: 16)
                        .frame(width: 200, height: 120)
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { value in
                                    withAnimation(.spring(duration: 0.4)) {
                                        offset.width = value.predictedEndTranslation.width > 200 ? 600 : 0
                                    }
                                })
                }
            }
            ```

            """
        try lesson.write(to: lessons.appendingPathComponent("01-fling.md"), atomically: true, encoding: .utf8)
        let result = try Self.tool(["run", "content/de/01-fling.md", "card", "--format", "csv", "--every", "0.1", "--cache", try Self.freshCache()], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        let rows = result.out.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.first == ["t", "offset.x"], "\(result.out)")
        #expect(rows.dropFirst().prefix(3).map { $0[1] } == ["0", "0", "60"], "\(result.out)")
        #expect(rows.count == 7 && rows[4][1] == "120" && rows.dropFirst(5).allSatisfy { Double($0[1]) ?? 0 > 300 }, "\(result.out)")
    }

    /// `reduce-motion=true` (and `--reduce-motion` for files) runs the snippet with
    /// `accessibilityReduceMotion` on.
    @Test func reduceMotionReachesTheSnippet() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try Self.freshCache()
        let code = """
            import SwiftUI

            struct Fader: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var shown = false

                var body: some View {
                    Circle()
                        .offset(x: reduceMotion ? 0 : (shown ? 100 : 0))
                        .opacity(shown ? 1 : 0)
                        .onAppear { withAnimation(.linear(duration: 0.5)) { shown = true } }
                }
            }

            """
        try code.write(to: folder.appendingPathComponent("fader.swift"), atomically: true, encoding: .utf8)
        let arguments = ["run", "fader.swift", "--format", "csv", "--every", "0.25", "--duration", "0.5", "--cache", cache]
        let moving = try Self.tool(arguments, in: folder.path)
        // The circle's frame (it fills the root) moves with its offset: geometry.x.
        #expect(moving.out == "t,offset.x,opacity,geometry.x\n0,0,0,0\n0.25,50,0.5,50\n0.5,100,1,100\n", "\(moving.err)")
        let still = try Self.tool(arguments + ["--reduce-motion"], in: folder.path)
        #expect(still.out == "t,opacity\n0,0\n0.25,0.5\n0.5,1\n", "\(still.err)")
    }

    /// `--size` (the `size=` fence key) sets the root's size; `--device` (`device=`) the device;
    /// `--drag` (the `drag=` key) scripts a finger on a standalone file.
    @Test func sizeAndDragReachAStandaloneFile() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try Self.freshCache()
        let code = """
            import SwiftUI

            struct Tile: View {
                @State private var x: CGFloat = 0

                var body: some View {
                    Rectangle()
                        .frame(width: 50, height: 50)
                        .offset(x: x)
                        .gesture(DragGesture().onChanged { x = $0.translation.width })
                }
            }

            """
        try code.write(to: folder.appendingPathComponent("tile.swift"), atomically: true, encoding: .utf8)
        let arguments = [
            "run", "tile.swift", "--format", "csv", "--every", "0.1", "--duration", "0.3", "--show", "geometry.x,geometry.y",
            "--size", "200x100", "--drag", "*@0.1:30,0,0.1", "--cache", cache,
        ]
        let result = try Self.tool(arguments, in: folder.path)
        // Centred in 200 × 100: (75, 25); the finger moves it 30 points by 0.2 s.
        #expect(result.out == "t,geometry.x,geometry.y\n0,75,25\n0.1,75,25\n0.2,105,25\n0.3,105,25\n", "\(result.err)")
        // `--device` (the `device=` key): the kept program on an iPhone SE, centred in its
        // 375 × 647 safe area below the 20-point status bar: (162.5, 318.5).
        let small = try Self.tool(Array(arguments.filter { $0 != "--size" && $0 != "200x100" }) + ["--device", "iphone-se"], in: folder.path)
        #expect(small.out == "t,geometry.x,geometry.y\n0,162.5,318.5\n0.1,162.5,318.5\n0.2,192.5,318.5\n0.3,192.5,318.5\n", "\(small.err)")
        let bad = try Self.tool(["run", "tile.swift", "--size", "200by100"], in: folder.path)
        #expect(bad.status == 64 && bad.err.contains("--size needs WIDTHxHEIGHT"), "\(bad.err)")
    }

    /// `--scroll` (the `scroll=` key) scrolls a standalone file's scroll view: its rows move up
    /// one step per frame and stop at the end of the content.
    @Test func scrollReachesAStandaloneFile() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = try Self.freshCache()
        let code = """
            import SwiftUI

            struct Rows: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<4, id: \\.self) { _ in
                                Rectangle()
                                    .frame(height: 50)
                                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                            }
                        }
                    }
                }
            }

            """
        try code.write(to: folder.appendingPathComponent("rows.swift"), atomically: true, encoding: .utf8)
        let arguments = [
            "run", "rows.swift", "--format", "csv", "--every", "0.1", "--duration", "0.4", "--show", "geometry.y,opacity",
            "--size", "100x100", "--scroll", "*@0.1:0,150,0.2", "--cache", cache,
        ]
        let result = try Self.tool(arguments, in: folder.path)
        // 200 points of rows in 100: at most 100 to scroll. Half way (0.2 s) the rows are 75
        // points up; from 0.3 s clamped at 100. A row is at opacity 1 only while it lies inside
        // the view (0 … 100).
        #expect(result.status == 0, "\(result.err)")
        let rows = "Rows/ScrollView/VStack/Rectangle"
        let header = ["t", "\"VStack geometry.y\""] + ["", "[1]", "[2]", "[3]"].map { "\"\(rows)\($0) geometry.y\"" }
            + ["", "[1]", "[2]", "[3]"].map { "\"\(rows)\($0) opacity\"" }
        #expect(result.out == header.joined(separator: ",") + "\n" + [
            "0,0,0,50,100,150,1,1,0.5,0.5",
            "0.1,0,0,50,100,150,1,1,0.5,0.5",
            "0.2,-75,-75,-25,25,75,0.5,0.5,1,0.5",
            "0.3,-100,-100,-50,0,50,0.5,0.5,1,1",
            "0.4,-100,-100,-50,0,50,0.5,0.5,1,1",
        ].joined(separator: "\n") + "\n", "\(result.out)\(result.err)")
        let bad = try Self.tool(["run", "rows.swift", "--scroll", "*@0.1:0,150"], in: folder.path)
        #expect(bad.status == 64 && bad.err.contains("--scroll needs TARGET@SECONDS:DX,DY,DURATION"), "\(bad.err)")
    }

    /// `--pinch` (the `pinch=` key): two fingers that spread, turn and move drive a
    /// `MagnifyGesture`, a `RotateGesture` and a `DragGesture` on one view at once; the drag
    /// follows the fingers' centre once it has moved 10 points.
    @Test func twoFingersPinchTurnAndMoveAStandaloneFile() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = """
            import SwiftUI

            struct Photo: View {
                @GestureState private var zoom: CGFloat = 1
                @GestureState private var turn: Angle = .zero
                @GestureState private var move: CGSize = .zero

                var body: some View {
                    Rectangle()
                        .frame(width: 100, height: 100)
                        .scaleEffect(zoom)
                        .rotationEffect(turn)
                        .offset(move)
                        .gesture(
                            MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification }
                                .simultaneously(with: RotateGesture().updating($turn) { value, state, _ in state = value.rotation })
                                .simultaneously(with: DragGesture().updating($move) { value, state, _ in state = value.translation })
                        )
                }
            }

            """
        try code.write(to: folder.appendingPathComponent("photo.swift"), atomically: true, encoding: .utf8)
        let arguments = [
            "run", "photo.swift", "--format", "csv", "--every", "0.1", "--duration", "0.6", "--show", "scaleEffect,rotationEffect,offset.x",
            "--pinch", "*@0.1:2,40,40,0,0.4", "--cache", try Self.freshCache(),
        ]
        let result = try Self.tool(arguments, in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        // A quarter of the move per 0.1 s: scale 1.25, 10°, 10 points (the drag's threshold,
        // reached exactly) at 0.2 s; the whole move at 0.5 s; all three reset after the lift.
        #expect(result.out == "t,scaleEffect,rotationEffect,offset.x\n" + [
            "0,1,0,0", "0.1,1,0,0", "0.2,1.25,10,10", "0.3,1.5,20,20", "0.4,1.75,30,30", "0.5,2,40,40", "0.6,1,0,0",
        ].joined(separator: "\n") + "\n", "\(result.out)\(result.err)")
        let bad = try Self.tool(["run", "photo.swift", "--pinch", "*@0.1:2,40"], in: folder.path)
        #expect(bad.status == 64 && bad.err.contains("--pinch needs TARGET@SECONDS:SCALE,DEGREES[,DX,DY],DURATION"), "\(bad.err)")
    }

    /// A snippet that walks a `Set` gives the same trace every run (Swift's hashing is seeded the
    /// same in snippet programs).
    @Test func aSetGivesTheSameTraceEveryRun() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = """
            import SwiftUI

            struct Tags: View {
                @State private var tags: Set<String> = Set((1...24).map { "tag\\($0)" })
                @State private var shown = false

                var body: some View {
                    VStack {
                        ForEach(Array(tags), id: \\.self) { tag in
                            Text(tag).opacity(shown ? 1 : 0)
                        }
                    }
                    .onAppear { withAnimation(.linear(duration: 0.1)) { shown = true } }
                }
            }

            """
        try code.write(to: folder.appendingPathComponent("tags.swift"), atomically: true, encoding: .utf8)
        let arguments = ["run", "tags.swift", "--format", "json", "--duration", "0.1", "--no-cache", "--cache", try Self.freshCache()]
        let first = try Self.tool(arguments, in: folder.path)
        let second = try Self.tool(arguments, in: folder.path)
        #expect(first.status == 0 && first.out.contains("tag24"), "\(first.err)")
        #expect(first.out == second.out)
    }

    @Test func theExerciseLoopFromStartToAPassingCheck() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = "\(Self.mathCourse)/content"
        let common = ["--content", content, "--lang", "de"]
        let cache = ["--cache", try Self.freshCache()]

        let list = try Self.tool(["exercise", "list", "--content", content], in: folder.path)
        #expect(list.out.contains("de (Deutsch)\n  springs/bouncier  Übung: federnder  [not started]\n"), "\(list.out)")

        let start = try Self.tool(["exercise", "start", "bouncier"] + common, in: folder.path)
        #expect(start.status == 0 && start.out.hasPrefix("wrote exercises/bouncier/main.swift: Übung: federnder"), "\(start.err)")
        let file = folder.appendingPathComponent("exercises/bouncier/main.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        let again = try Self.tool(["exercise", "start", "bouncier"] + common, in: folder.path)
        #expect(again.status == 1 && again.err.contains("already exists; your work is kept"))

        // `start --lang de` recorded the language: `check` without --lang speaks German and
        // names the German lesson.
        #expect(try String(contentsOf: folder.appendingPathComponent("exercises/bouncier/.motionbook-exercise"), encoding: .utf8) == "language: de\n")
        let plain = ["--content", content]
        let failing = try Self.tool(["exercise", "check", "bouncier", "--html", "attempt.html"] + plain + cache, in: folder.path)
        #expect(failing.status == 1)
        // --html: the same verdict on a page, in German, with the first difference marked.
        let page = try String(contentsOf: folder.appendingPathComponent("attempt.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"de\">") && page.contains("<title>bouncier: dein Code im Vergleich zur Lösung</title>"))
        #expect(page.contains("<p class=\"exercise-verdict\" role=\"status\">✗ bouncier ist noch nicht bestanden: value von Spring weicht zuerst bei 0,033 s ab"))
        #expect(page.contains("<figure class=\"trace trace-attempt\"") && page.contains("<line class=\"difference-mark\""))
        #expect(
            failing.out == "✗ bouncier ist noch nicht bestanden: value von Spring weicht zuerst bei 0,033 s ab: erwartet 0,0718, erhalten 0,0667 (Toleranz 0,001).\n"
                + "  Einen Hinweis findest du in \(content)/de/01-springs.md.\n", "\(failing.out)")
        // --lang and $MOTIONBOOK_LANG override it.
        let inBulgarian = try Self.tool(["exercise", "check", "bouncier", "--lang", "bg"] + plain + cache, in: folder.path)
        #expect(inBulgarian.out.hasPrefix("✗ bouncier още не е решено: value на Spring се различава за първи път при 0,033 s"), "\(inBulgarian.out)")
        #expect(inBulgarian.out.contains("\(content)/bg/"), "\(inBulgarian.out)")
        let inChinese = try Self.tool(["exercise", "check", "bouncier"] + plain + cache, in: folder.path, environment: ["MOTIONBOOK_LANG": "zh-Hans"])
        #expect(inChinese.out.hasPrefix("✗ bouncier 还没有通过：Spring 的 value 在 0.033 秒处首次出现差异"), "\(inChinese.out)")
        // Where no language is known: English, and the first language that has the exercise.
        let elsewhere = try Self.tool(
            ["exercise", "check", "bouncier", "exercises/bouncier/main.swift", "--dir", "other"] + plain + cache, in: folder.path)
        #expect(
            elsewhere.out.hasPrefix("✗ bouncier does not pass yet: value of Spring differs first at 0.033 s: expected 0.0718, got 0.0667 (tolerance 0.001).\n  A hint is in \(content)/bg/"),
            "\(elsewhere.out)")

        try (starter + "let oops: Int = \"x\"\n").write(to: file, atomically: true, encoding: .utf8)
        let broken = try Self.tool(["exercise", "check", "bouncier"] + common + cache, in: folder.path)
        #expect(broken.status == 1 && broken.err.hasPrefix("exercises/bouncier/main.swift:14:17: error:"), "\(broken.err)")
        #expect(broken.out == "✗ bouncier: Deine Datei lässt sich nicht kompilieren oder ausführen (siehe die Meldungen oben).\n", "\(broken.out)")

        try starter.replacingOccurrences(of: "bounce: 0)", with: "bounce: 0.3)").write(to: file, atomically: true, encoding: .utf8)
        let passing = try Self.tool(["exercise", "check", "bouncier", "--html", "attempt.html"] + common + cache, in: folder.path)
        let passed = try String(contentsOf: folder.appendingPathComponent("attempt.html"), encoding: .utf8)
        #expect(passed.contains("<p class=\"exercise-verdict passes\" role=\"status\">✓ bouncier ist bestanden") && !passed.contains("<line class=\"difference-mark\""))
        #expect(passing.status == 0 && passing.out == "✓ bouncier ist bestanden: Dein Werteverlauf stimmt mit dem der Lösung überein (Toleranz 0,001).\n", "\(passing.err)")
        let listed = try Self.tool(["exercise", "list", "--content", content, "--lang", "de"], in: folder.path)
        #expect(listed.out.contains("[started: exercises/bouncier/main.swift]"))
    }
}
