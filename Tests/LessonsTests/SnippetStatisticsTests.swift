import Testing
@testable import Lessons

/// The line a check prints about its snippet run.
@Suite struct SnippetStatisticsTests {
    @Test func theStatisticsLine() {
        #expect(SnippetStatistics(snippets: 3, distinct: 1, cacheHits: 2).line == "snippets: 3 (1 distinct program, 2 from the cache)")
        #expect(SnippetStatistics(snippets: 234, distinct: 78, cacheHits: 0).line == "snippets: 234 (78 distinct programs, 0 from the cache)")
    }
}
