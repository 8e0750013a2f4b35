import Foundation
import Testing

/// The repository documents itself: code, tests and docs point at files that are in it
/// (`Sources/MotionCore/SEMANTICS.md`, `docs/ARCHITECTURE.md`, README.md, DESIGN-NOTES.md), never at
/// documents kept elsewhere or at section numbers of such documents.
@Suite struct SelfContainedReferencesTests {
    /// The package root: two folders above `Tests/LessonsTests`.
    static let root = TestPaths.targetFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// What is scanned, relative to the root: folders recursively, files as they are.
    static let scanned = ["Sources", "Tests", "scripts", "docs", ".ci", "README.md", "DESIGN-NOTES.md"]

    /// The forbidden texts, built from pieces so that this file does not contain them.
    static let forbidden = ["ENGINE-" + "REFERENCE", "DESIGN" + ".md", ".." + "/shared"]

    /// The section sign, written as an escape for the same reason.
    static let sectionSign: Character = "\u{00A7}"

    /// The reasons `line` refers outside the repository, empty when it does not.
    static func findings(in line: Substring) -> [String] {
        var found = forbidden.filter { line.contains($0) }
        var previous: Character?
        for character in line {
            if previous == sectionSign, character.isASCII, character.isNumber {
                found.append(String(sectionSign) + "N")
                break
            }
            previous = character
        }
        return found
    }

    /// Every regular file below `url` (or `url` itself), skipping hidden folders such as `.build`.
    static func files(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [url] }
        let children = (try? FileManager.default.contentsOfDirectory(
            at: url, includingPropertiesForKeys: nil)) ?? []
        return children.sorted { $0.path < $1.path }.flatMap { child -> [URL] in
            let name = child.lastPathComponent
            if name.hasPrefix("."), name != ".ci" { return [] }
            return files(at: child)
        }
    }

    /// `path:line: what` for every referring line of every text file scanned (files that are not
    /// UTF-8 or that contain a NUL byte are binary and skipped).
    static func violations() -> [String] {
        var result: [String] = []
        for entry in scanned {
            for file in files(at: root.appendingPathComponent(entry)) {
                guard let data = try? Data(contentsOf: file), !data.contains(0),
                      let text = String(data: data, encoding: .utf8) else { continue }
                let relative = String(file.path.dropFirst(root.path.count + 1))
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let found = findings(in: line)
                    if !found.isEmpty {
                        result.append("\(relative):\(index + 1): \(found.joined(separator: ", "))")
                    }
                }
            }
        }
        return result
    }

    @Test func theMatcherFindsEveryKindOfReference() {
        #expect(Self.findings(in: Substring("see " + Self.forbidden[0] + ".md")) == [Self.forbidden[0]])
        #expect(Self.findings(in: Substring("the " + Self.forbidden[1] + " contract")) == [Self.forbidden[1]])
        #expect(Self.findings(in: Substring("in " + Self.forbidden[2] + "/x")) == [Self.forbidden[2]])
        #expect(Self.findings(in: Substring("rule " + String(Self.sectionSign) + "1.6")) == [String(Self.sectionSign) + "N"])
        #expect(Self.findings(in: "DESIGN-NOTES.md, SEMANTICS.md, \"Springs\"").isEmpty)
        #expect(Self.findings(in: Substring(String(Self.sectionSign) + " alone")).isEmpty)
    }

    @Test func theScanReadsTheRepository() {
        let semantics = Self.files(at: Self.root.appendingPathComponent("Sources"))
            .contains { $0.path.hasSuffix("Sources/MotionCore/SEMANTICS.md") }
        let thisFile = Self.files(at: Self.root.appendingPathComponent("Tests"))
            .contains { $0.path.hasSuffix("SelfContainedReferencesTests.swift") }
        #expect(semantics && thisFile)
    }

    @Test func nothingPointsOutsideTheRepository() {
        let found = Self.violations()
        #expect(found.isEmpty, "references to documents outside the repository:\n\(found.joined(separator: "\n"))")
    }
}
