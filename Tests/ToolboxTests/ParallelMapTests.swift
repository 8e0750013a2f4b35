import Foundation
import Testing
@testable import Toolbox

/// The parallel map: every element once, results in input order, the width respected.
@Suite struct ParallelMapTests {
    @Test func keepsTheInputOrder() {
        let numbers = Array(0..<2_000)
        #expect(ParallelMap.map(numbers) { "\($0 * $0)" } == numbers.map { "\($0 * $0)" })
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
        #expect(ParallelMap.map([7]) { $0 + 1 } == [8])
        #expect(ParallelMap.map(numbers, width: 1) { $0 + 1 } == numbers.map { $0 + 1 })
    }

    @Test func runsEveryIndexOnceOnAtMostWidthThreadsAtATime() {
        let calls = Locked([Int](repeating: 0, count: 300))
        let running = Locked((now: 0, most: 0))
        _ = ParallelMap.map(Array(0..<300), width: 3) { index in
            running.withValue { $0.now += 1; $0.most = max($0.most, $0.now) }
            usleep(200)
            calls.withValue { $0[index] += 1 }
            running.withValue { $0.now -= 1 }
        }
        #expect(calls.withValue { $0 } == [Int](repeating: 1, count: 300))
        let most = running.withValue { $0.most }
        #expect(most >= 1 && most <= 3)
    }

    @Test func workersHaveTheStackOfAMainThread() {
        let sizes = ParallelMap.map([0, 1]) { _ in Thread.current.stackSize }
        #expect(sizes.allSatisfy { $0 >= ParallelMap.stackSize })
    }
}
