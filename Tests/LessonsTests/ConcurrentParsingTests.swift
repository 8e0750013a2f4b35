import Dispatch
import Foundation
import Testing
@testable import Lessons

/// Lessons are parsed on several threads at once (the site build, the checker, parallel tests);
/// every parse must see every extension.
@Suite struct ConcurrentParsingTests {
    /// Counts parses that lost the autolink in a table cell.
    final class Misses: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    @Test func parsesAtTheSameTimeKeepTheirAutolinks() {
        let markdown = "| a | b |\n| --- | --- |\n| https://github.com www.github.com | http://pokemon.com |\n"
        let expected = MarkdownParser.parse(markdown)
        let misses = Misses()
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            if MarkdownParser.parse(markdown) != expected { misses.add() }
        }
        #expect(misses.total == 0)
        #expect("\(expected)".contains("pokemon"))
    }
}
