import Foundation
import Testing
@testable import SnippetRunner

@Suite struct PipelineTests {
    @Test func mathSnippetTraces() throws {
        let pipeline = try TestPipeline.make()
        let batch = pipeline.run([SnippetRequest(source: MathSnippet.spring())])
        let result = try #require(batch.results.first)
        #expect(result.status == .traced, "\(result)")
        #expect(result.traceJSON?.hasPrefix("{\"format\": \"motionbook-trace/1\"") == true)
        #expect(batch.cacheHits == 0 && batch.built == 1)
        let again = pipeline.run([SnippetRequest(source: MathSnippet.spring()), SnippetRequest(source: MathSnippet.spring())])
        #expect(again.cacheHits == 1 && again.distinct == 1 && again.results == [result, result])
        print(result.compileSeconds, result.runSeconds)
    }
}
