/// A stored property of a view that the runtime connects to its storage before calling `body`
/// [A]: `@State`, `@Binding`, `@Environment`, `@Namespace`, `@GestureState`, and structures of
/// yours made of them.
///
/// MotionCore finds them with `Mirror` on the view value, so `update()` is not called (the
/// runtime cannot write a changed copy back into your view).
public protocol DynamicProperty {
    /// Called before `body` in SwiftUI; MotionCore does not call it (see the type's notes).
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the runtime connects itself, under a label unique in its view.
protocol RuntimeInstallable {
    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues)
}

/// Connects the dynamic properties of a view or modifier value to its node's storage.
enum DynamicPropertyInstaller {
    /// Installs the dynamic properties of a view: each `RuntimeInstallable` stored property
    /// (and those of nested `DynamicProperty` structures) under its label (`_isOn`,
    /// `_model._count`).
    static func install<V: View>(in view: V, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        installFields(of: view, node: node, runtime: runtime, environment: environment, prefix: "")
    }

    /// Installs the dynamic properties of a `ViewModifier` of yours, as a view's.
    static func install<M: ViewModifier>(in modifier: M, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        installFields(of: modifier, node: node, runtime: runtime, environment: environment, prefix: "")
    }

    /// The stored properties of `value` that are dynamic properties, read at the offsets its
    /// type's plan gives (``DynamicPropertyFields``), or found with `Mirror` when the plan says so.
    private static func installFields<Value>(of value: Value, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues, prefix: String) {
        guard case .fields(let fields) = DynamicPropertyFields.plan(for: value) else {
            installReflecting(value, node: node, runtime: runtime, environment: environment, prefix: prefix)
            return
        }
        guard !fields.isEmpty else { return }
        withUnsafeBytes(of: value) { bytes in
            guard let base = bytes.baseAddress else { return }
            for field in fields {
                let label = prefix + field.label
                if let installable = DynamicPropertyFields.installable(field, in: base) {
                    installable.install(label: label, in: node, runtime: runtime, environment: environment)
                } else if let nested = DynamicPropertyFields.nested(field, in: base) {
                    installNested(nested, node: node, runtime: runtime, environment: environment, prefix: label + ".")
                }
            }
        }
    }

    /// A nested structure of dynamic properties, opened to its own type.
    private static func installNested<D: DynamicProperty>(_ value: D, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues, prefix: String) {
        installFields(of: value, node: node, runtime: runtime, environment: environment, prefix: prefix)
    }

    /// Installs the dynamic properties of `value` found with `Mirror`: a type whose fields may
    /// hold values of other types than declared (see ``DynamicPropertyFields``).
    private static func installReflecting(_ value: Any, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues, prefix: String) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let label = prefix + (child.label ?? "#\(index)")
            if let installable = child.value as? any RuntimeInstallable {
                installable.install(label: label, in: node, runtime: runtime, environment: environment)
            } else if child.value is any DynamicProperty {
                installReflecting(child.value, node: node, runtime: runtime, environment: environment, prefix: label + ".")
            }
        }
    }

    /// The name a trace shows for a property label: `_isOn` → `isOn`.
    static func displayName(_ label: String) -> String {
        label.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }.joined(separator: ".")
    }
}
