@testable import SiteBuilder
import Testing

/// The held build-id requests without sockets (descriptor numbers that are never used).
@Suite struct BuildIDWaitersTests {
    static func waiter(_ descriptor: Int32, after: String, start: Double) -> BuildIDWaiters.Waiter {
        BuildIDWaiters.Waiter(descriptor: descriptor, after: after, start: start, headOnly: false)
    }

    @Test func dueAreTheOnesOfAnOlderBuildAndTheOnesHeldLongEnough() {
        var waiters = BuildIDWaiters(capacity: 10, holdSeconds: 25)
        #expect(waiters.nextExpiry == nil)
        #expect(waiters.add(Self.waiter(-2, after: "n1", start: 100)) == nil)
        #expect(waiters.add(Self.waiter(-3, after: "n1", start: 110)) == nil)
        #expect(waiters.add(Self.waiter(-4, after: "n0", start: 120)) == nil)
        #expect(waiters.nextExpiry == 125)
        #expect(waiters.due(buildID: "n1", now: 124).map(\.descriptor) == [-4])
        #expect(waiters.due(buildID: "n1", now: 125.5).map(\.descriptor) == [-2])
        #expect(waiters.nextExpiry == 135)
        #expect(waiters.due(buildID: "n2", now: 126).map(\.descriptor) == [-3])
        #expect(waiters.descriptors.isEmpty)
    }

    @Test func oneTooManyGivesUpTheOneHeldLongest() {
        var waiters = BuildIDWaiters(capacity: 2, holdSeconds: 25)
        #expect(waiters.add(Self.waiter(-2, after: "a", start: 1)) == nil)
        #expect(waiters.add(Self.waiter(-3, after: "a", start: 2)) == nil)
        #expect(waiters.add(Self.waiter(-4, after: "a", start: 3))?.descriptor == -2)
        #expect(waiters.descriptors == [-3, -4])
    }
}
