import Testing
@_spi(Runtime) @testable import MotionCore

/// MotionCore's Combine: delivery, operators, lifetimes and `@Published`, without a runtime.
@Suite struct CombineTests {
    @Test func justSendsItsValueThenFinishes() {
        var log: [String] = []
        let cancellable = Just(7).map { $0 * 2 }.sink(
            receiveCompletion: { log.append("\($0 == .finished ? "finished" : "failed")") },
            receiveValue: { log.append("\($0)") })
        #expect(log == ["14", "finished"])
        cancellable.cancel()
    }

    @Test func passthroughSubjectDeliversToItsSubscribersUntilTheyCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { first.append($0) }.store(in: &cancellables)
        subject.send(1)
        var kept: AnyCancellable? = subject.filter { $0.isMultiple(of: 2) }.sink { second.append($0) }
        subject.send(2)
        subject.send(3)
        kept = nil
        subject.send(4)
        cancellables.removeAll()
        subject.send(5)
        #expect(first == [1, 2, 3, 4])
        #expect(second == [2])
        #expect(kept == nil)
    }

    @Test func passthroughSubjectCompletesItsSubscribersAndLaterOnes() {
        let subject = PassthroughSubject<String, Never>()
        var log: [String] = []
        let early = subject.sink(receiveCompletion: { _ in log.append("early done") }, receiveValue: { log.append($0) })
        subject.send("a")
        subject.send(completion: .finished)
        subject.send("b")
        let late = subject.sink(receiveCompletion: { _ in log.append("late done") }, receiveValue: { log.append($0) })
        #expect(log == ["a", "early done", "late done"])
        _ = (early, late)
    }

    @Test func currentValueSubjectSendsItsValueToEachNewSubscriber() {
        let subject = CurrentValueSubject<Double, Never>(0.5)
        var seen: [Double] = []
        let cancellable = subject.removeDuplicates().sink { seen.append($0) }
        subject.send(1)
        subject.value = 1
        subject.value = 2
        #expect(seen == [0.5, 1, 2])
        #expect(subject.value == 2)
        var late: [Double] = []
        let other = subject.eraseToAnyPublisher().receive(on: DispatchQueue.main).sink { late.append($0) }
        #expect(late == [2])
        _ = (cancellable, other)
    }

    @Test func scanCompactMapAndAssign() {
        final class Target {
            var total = 0
        }
        let subject = PassthroughSubject<String, Never>()
        let target = Target()
        let cancellable = subject.compactMap { Int($0) }.scan(0, +).assign(to: \.total, on: target)
        for text in ["1", "x", "2", "3"] { subject.send(text) }
        #expect(target.total == 6)
        cancellable.cancel()
        subject.send("10")
        #expect(target.total == 6)
    }

    class Model: ObservableObject {
        @Published var progress = 0.0
        @Published var label = "idle"
        var plain = 0
    }

    final class Subclass: Model {
        @Published var extra = false
    }

    @Test func publishedSendsObjectWillChangeThenTheNewValueBeforeStoringIt() {
        let model = Subclass()
        var log: [String] = []
        let changes = model.objectWillChange.sink { log.append("will change (progress \(model.progress))") }
        let values = model.$progress.sink { log.append("$progress \($0), stored \(model.progress)") }
        model.progress = 1
        model.extra = true
        model.plain = 3
        #expect(log == [
            "$progress 0.0, stored 0.0",
            "will change (progress 0.0)", "$progress 1.0, stored 0.0",
            "will change (progress 1.0)",
        ])
        #expect(model.objectWillChange === model.objectWillChange)
        _ = (changes, values)
    }

    @Test func assignToAPublishedProperty() {
        let model = Model()
        let subject = PassthroughSubject<String, Never>()
        subject.map { $0.uppercased() }.assign(to: &model.$label)
        subject.send("running")
        #expect(model.label == "RUNNING")
    }
}
