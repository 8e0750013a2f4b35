/// The runtime's storage of one `@State` of one view node: created with the view's initial value
/// when the node first appears, kept while the node lives.
final class StateBox<Value> {
    /// The latest value written (what actions read).
    private(set) var latest: Value
    /// The value of the update being applied (what `body` reads).
    private(set) var rendered: Value
    private weak var runtime: ViewRuntime?
    private weak var node: ViewNode?
    /// The property's name in traces (`isOn`).
    private let name: String

    init(_ value: Value, runtime: ViewRuntime, node: ViewNode, name: String) {
        latest = value
        rendered = value
        self.runtime = runtime
        self.node = node
        self.name = name
    }

    /// During a walk the value of the update being applied, otherwise the latest written.
    var value: Value {
        (runtime?.walks.isWalking ?? false) ? rendered : latest
    }

    /// Writes a new value now: actions see it at once; the views see it when the update of the
    /// current transaction scope is applied (`ViewRuntime.enqueueChange`).
    func write(_ newValue: Value) {
        latest = newValue
        guard let runtime, runtime.checkThread("@State") else {
            rendered = newValue
            return
        }
        runtime.enqueueChange { [weak self] in
            guard let self else { return }
            let changed = !ValueComparison.areEqual(self.rendered, newValue)
            self.rendered = newValue
            if changed, let node = self.node, node.isAlive {
                runtime.record(.state, node: node, property: self.name, detail: String(describing: newValue))
            }
        }
    }
}

/// Equality of values of any type, for the runtime's change checks.
enum ValueComparison {
    /// `a == b` when the type is `Equatable`; `false` (a change) otherwise.
    static func areEqual<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return isEqual(a, b)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
