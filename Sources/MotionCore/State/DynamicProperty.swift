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
    /// Walks the stored properties of `value` (and of nested `DynamicProperty` structures) and
    /// installs each `RuntimeInstallable` under its label (`_isOn`, `_model._count`).
    static func install(in value: Any, node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues, prefix: String = "") {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let label = prefix + (child.label ?? "#\(index)")
            if let installable = child.value as? any RuntimeInstallable {
                installable.install(label: label, in: node, runtime: runtime, environment: environment)
            } else if child.value is any DynamicProperty {
                install(in: child.value, node: node, runtime: runtime, environment: environment, prefix: label + ".")
            }
        }
    }

    /// The name a trace shows for a property label: `_isOn` → `isOn`.
    static func displayName(_ label: String) -> String {
        label.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }.joined(separator: ".")
    }
}
