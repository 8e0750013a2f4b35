import Testing
@testable import Lessons

/// The line a check prints about its snippet run.
@Suite struct SnippetStatisticsTests {
    @Test func theStatisticsLine() {
        #expect(SnippetStatistics(snippets: 3, distinct: 1, cacheHits: 2).line == "snippets: 3 (1 distinct program, 2 from the cache)")
        #expect(SnippetStatistics(snippets: 234, distinct: 78, cacheHits: 0).line == "snippets: 234 (78 distinct programs, 0 from the cache)")
        // An explorer's grid points are runs of one program.
        #expect(
            SnippetStatistics(snippets: 354, distinct: 325, cacheHits: 0, programs: 118).line
                == "snippets: 354 (118 distinct programs in 325 runs, 0 from the cache)")
        #expect(SnippetStatistics(snippets: 3, distinct: 1, cacheHits: 0, programs: 1).line == "snippets: 3 (1 distinct program, 0 from the cache)")
    }
}
