import TestSupport
import Testing

/// The snapshot helper's line diff: a shortest edit script, shown as unified-diff hunks.
@Suite struct LineDiffTests {
    @Test func anInsertedLineIsOneChange() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...10).map { "line \($0)" }
        lines.insert("new", at: 3)
        let diff = lineDiff(expected: expected, actual: lines.joined(separator: "\n"))
        #expect(diff == """
            @@ -2,4 +2,5 @@
              line 2
              line 3
            + new
              line 4
              line 5
            """)
    }

    @Test func removalsAndReplacementsAreMinimal() {
        let old = ["a", "b", "c", "a", "b", "b", "a"], new = ["c", "b", "a", "b", "a", "c"]
        let script = LineDiff.edits(from: old, to: new)
        let changes = script.filter { if case .keep = $0 { false } else { true } }
        #expect(changes.count == 5)  // the length of Myers' example: 7 + 6 - 2 × 4 common lines
        // Replaying the script gives the new lines.
        var replayed: [String] = []
        for edit in script {
            switch edit {
            case .keep(let o, _): replayed.append(old[o])
            case .insert(let n): replayed.append(new[n])
            case .remove: break
            }
        }
        #expect(replayed == new)
        #expect(lineDiff(expected: "same\n", actual: "same\n").isEmpty)
        #expect(lineDiff(expected: "", actual: "x") == "@@ -1,1 +1,1 @@\n- \n+ x")
    }

    @Test func changesFarApartAreSeparateHunks() {
        let old = (1...20).map { "\($0)" }
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        let diff = lineDiff(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"))
        #expect(diff.components(separatedBy: "@@ -").count - 1 == 2)
        #expect(diff.contains("- 2\n+ two") && diff.contains("- 18\n+ eighteen"))
    }
}
