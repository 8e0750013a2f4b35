import TraceFormat

/// A `#Playground` block as the snippet runner compiles it (generated; not part of SwiftUI or of
/// the `Playgrounds` module): the playground's name and its body, a function the runner makes of
/// the block that hands each variable the block declares at its top level to a
/// ``_PlaygroundValues`` at the block's end. Which of those values are views is decided by the
/// type checker (``_PlaygroundValues/record(_:_:)``), not by the runner.
public struct _Playground {
    /// `#Playground("Name")`'s name; nil for `#Playground { … }`.
    public let name: String?
    let body: (_PlaygroundValues) throws -> Void

    public init(_ name: String?, _ body: @escaping (_PlaygroundValues) throws -> Void) {
        self.name = name
        self.body = body
    }

    /// What running a playground gave: the root of the view to trace, or why there is none.
    public enum Outcome {
        /// The view to trace, in a transparent root.
        case view(_PlaygroundRoot)
        /// The block ran but what was asked for is not a view; the reason says what it holds.
        case nothingToTrace(String)
        /// The block threw; the message names the error.
        case threw(String)
    }

    /// Runs the block once (its statements in order; what it prints is printed) and chooses the
    /// view to trace: the variable whose name is `label` (``PlaygroundContract/valueName(_:in:)``),
    /// else the first variable, in declaration order, that holds a view. When no variable holds
    /// a view, the reason names what each holds, whichever was asked for, so that every value of
    /// such a playground gives the same report.
    public func run(tracing label: String?) -> Outcome {
        let values = _PlaygroundValues()
        do {
            try body(values)
        } catch {
            return .threw("\(title) threw \(String(reflecting: error))")
        }
        let views = values.values.filter { $0.view != nil }
        guard let first = views.first?.view else {
            let held = values.values.map { "\($0.variable): \($0.typeName)" }.joined(separator: ", ")
            let what = values.values.isEmpty
                ? "the playground declares no variable at its top level" : "no variable at the playground's top level holds a view (\(held))"
            return .nothingToTrace("\(what); assign a view to one, as in `let card = Card()`, to trace it")
        }
        guard let chosen = values.values.first(where: { PlaygroundContract.valueName($0.variable, in: name) == label }) else {
            return .view(_PlaygroundRoot(first))
        }
        guard let view = chosen.view else {
            let names = views.map(\.variable).joined(separator: ", ")
            return .nothingToTrace("'\(chosen.variable)' holds \(chosen.typeName), not a view (the playground's views: \(names))")
        }
        return .view(_PlaygroundRoot(view))
    }

    /// `the playground 'Name'`, or `the playground` when it has no name.
    private var title: String { name.map { "the playground '\($0)'" } ?? "the playground" }
}

/// The values a playground's top-level variables hold at the end of its block, in the order the
/// block declares them (generated code calls ``record(_:_:)`` once per variable).
public final class _PlaygroundValues {
    /// One variable's value.
    public struct Value {
        /// The variable's name as declared.
        public let variable: String
        /// The view it holds, type-erased; nil when its value is not a view.
        public let view: AnyView?
        /// The value's static type as Swift writes it (`Int`, `Array<String>`, `Card`).
        public let typeName: String
    }

    public private(set) var values: [Value] = []

    public init() {}

    /// A variable holding a view: the overload the type checker prefers for any `View`.
    public func record<V: View>(_ value: V, _ variable: String) {
        values.append(Value(variable: variable, view: AnyView(value), typeName: String(describing: V.self)))
    }

    /// A variable holding any other value: named with its type, not traced.
    @_disfavoredOverload
    public func record<T>(_ value: T, _ variable: String) {
        values.append(Value(variable: variable, view: nil, typeName: String(describing: T.self)))
    }
}

/// The root a playground's view is traced in: transparent like a preview's own view
/// (``_PreviewRoot``), so trace paths start at the view the variable holds (`Card/Text`).
public struct _PlaygroundRoot: _PreviewRoot {
    let content: AnyView

    init(_ content: AnyView) {
        self.content = content
    }

    public var body: AnyView { content }
}
