import Foundation
import MotionAnimation

extension Gesture {
    /// Runs `action` each time the value changes while the gesture is active [A], in a
    /// transaction with `isContinuous` and `tracksVelocity` on (so a spring started when the
    /// gesture ends keeps the finger's velocity) [GUESS, after WWDC23 "Animate with springs"].
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` when the gesture ends successfully [A].
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Updates `state` while the gesture is active [A]: `body` receives the value, the state
    /// (inout) and the transaction of the change (inout); when the gesture ends or fails the
    /// state returns to its initial value with its reset transaction.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its values transformed [A].
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }

    /// This gesture and `other` at the same time [A].
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` if this one fails [A].
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then `other` once it has ended [A].
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// `onChanged(_:)` [A].
public struct _ChangedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    func makeRecognizer() -> GestureRecognizer<Value> {
        CallbackRecognizer(MotionCore.makeRecognizer(base)) { update in
            if case .changed(let value) = update { GestureCallbacks.continuous { action(value) } }
        }
    }
}

/// `onEnded(_:)` [A].
public struct _EndedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    func makeRecognizer() -> GestureRecognizer<Value> {
        CallbackRecognizer(MotionCore.makeRecognizer(base)) { update in
            if case .ended(let value) = update { action(value) }
        }
    }
}

/// `updating(_:body:)` [A].
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    /// The gesture whose values update the state [A `GestureStateGesture.base`].
    public var base: Base
    /// The gesture state it updates [A `GestureStateGesture.state`].
    public var state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    /// The gesture `base` updating `state` with `body` while it changes [A], what
    /// `updating(_:body:)` returns.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        CallbackRecognizer(MotionCore.makeRecognizer(base)) { update in
            switch update {
            case .changed(let value):
                var current = state.wrappedValue
                var transaction = GestureCallbacks.continuousTransaction
                body(value, &current, &transaction)
                state.set(current, transaction: transaction)
            case .ended, .failed:
                state.reset()
            case .none:
                break
            }
        }
    }
}

/// `map(_:)` [A].
public struct _MapGesture<Base: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let base: Base
    let transform: (Base.Value) -> Value

    func makeRecognizer() -> GestureRecognizer<Value> {
        MappedRecognizer(MotionCore.makeRecognizer(base), transform)
    }
}

/// Two gestures recognised at the same time [A]: the value holds each one's latest value (nil
/// before it is recognised); it ends when both have finished and at least one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The values of both [A].
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(MotionCore.makeRecognizer(first), MotionCore.makeRecognizer(second))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, then another once the first has ended [A].
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the sequence is [A].
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(MotionCore.makeRecognizer(first), MotionCore.makeRecognizer(second))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures [A]: the first's values while it is in progress and when it ends; if it
/// fails, the second's (what the second recognised meanwhile is reported then).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Which one was recognised [A].
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(MotionCore.makeRecognizer(first), MotionCore.makeRecognizer(second))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Runs the callbacks of gestures in the transactions SwiftUI gives them.
enum GestureCallbacks {
    /// A continuous interaction's transaction: `isContinuous` and `tracksVelocity` [GUESS].
    static var continuousTransaction: Transaction {
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        return transaction
    }

    static func continuous(_ body: () -> Void) {
        withTransaction(continuousTransaction, body)
    }
}

/// A recogniser that reports each update to `callback` and passes it on.
private final class CallbackRecognizer<Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let callback: (GestureUpdate<Value>) -> Void

    init(_ base: GestureRecognizer<Value>, _ callback: @escaping (GestureUpdate<Value>) -> Void) {
        self.base = base
        self.callback = callback
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Value> {
        let update = base.handle(sample)
        callback(update)
        return update
    }
}

private final class SimultaneousRecognizer<F: Gesture, S: Gesture>: GestureRecognizer<SimultaneousGesture<F, S>.Value> {
    typealias Combined = SimultaneousGesture<F, S>.Value
    typealias A = F.Value
    typealias B = S.Value
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    var value = Combined(first: nil, second: nil)
    var firstDone: Bool?
    var secondDone: Bool?

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Combined> {
        var changed = false
        if firstDone == nil {
            switch first.handle(sample) {
            case .none: break
            case .changed(let v): value.first = v; changed = true
            case .ended(let v): value.first = v; firstDone = true; changed = true
            case .failed: firstDone = false
            }
        }
        if secondDone == nil {
            switch second.handle(sample) {
            case .none: break
            case .changed(let v): value.second = v; changed = true
            case .ended(let v): value.second = v; secondDone = true; changed = true
            case .failed: secondDone = false
            }
        }
        if let firstDone, let secondDone {
            self.firstDone = nil
            self.secondDone = nil
            defer { self.firstDone = false; self.secondDone = false }
            return firstDone || secondDone ? .ended(value) : .failed
        }
        return changed ? .changed(value) : .none
    }
}

private final class SequenceRecognizer<F: Gesture, S: Gesture>: GestureRecognizer<SequenceGesture<F, S>.Value> {
    typealias Combined = SequenceGesture<F, S>.Value
    typealias A = F.Value
    typealias B = S.Value
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>
    var firstValue: A?
    var isDone = false

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Combined> {
        guard !isDone else { return .none }
        guard let firstValue else {
            switch first.handle(sample) {
            case .none: return .none
            case .changed(let v): return .changed(.first(v))
            case .ended(let v):
                self.firstValue = v
                // The second gesture starts where the first ended, at this sample.
                var start = sample
                start.phase = .began
                start.startLocation = sample.location
                secondStart = start.location
                return merge(second.handle(start), v, fallback: .changed(.second(v, nil)))
            case .failed:
                isDone = true
                return .failed
            }
        }
        var moved = sample
        moved.startLocation = secondStart ?? sample.startLocation
        return merge(second.handle(moved), firstValue, fallback: .none)
    }

    private var secondStart: CGPoint?

    private func merge(_ update: GestureUpdate<B>, _ firstValue: A, fallback: GestureUpdate<Combined>) -> GestureUpdate<Combined> {
        switch update {
        case .none: return fallback
        case .changed(let v): return .changed(.second(firstValue, v))
        case .ended(let v):
            isDone = true
            return .ended(.second(firstValue, v))
        case .failed:
            isDone = true
            return .failed
        }
    }
}


private final class ExclusiveRecognizer<F: Gesture, S: Gesture>: GestureRecognizer<ExclusiveGesture<F, S>.Value> {
    typealias Combined = ExclusiveGesture<F, S>.Value
    let first: GestureRecognizer<F.Value>
    let second: GestureRecognizer<S.Value>
    /// 0: the first was recognised, 1: the first failed.
    var chosen: Int?
    /// The second's latest update while the first is undecided.
    var held = GestureUpdate<S.Value>.none

    init(_ first: GestureRecognizer<F.Value>, _ second: GestureRecognizer<S.Value>) {
        self.first = first
        self.second = second
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Combined> {
        switch chosen {
        case 0: return first.handle(sample).map { .first($0) }
        case 1: return second.handle(sample).map { .second($0) }
        default: break
        }
        let firstUpdate = first.handle(sample)
        let secondUpdate = second.handle(sample)
        if case .none = secondUpdate {} else { held = secondUpdate }
        switch firstUpdate {
        case .ended:
            chosen = 0
            return firstUpdate.map { .first($0) }
        case .changed:
            return firstUpdate.map { .first($0) }
        case .failed:
            chosen = 1
            return held.map { .second($0) }
        case .none:
            return .none
        }
    }
}
