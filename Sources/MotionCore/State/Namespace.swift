/// A namespace for `matchedGeometryEffect` identifiers, unique per view [A]. Recorded only:
/// matched geometry is not simulated yet.
@propertyWrapper
public struct Namespace: DynamicProperty, RuntimeInstallable, @unchecked Sendable {
    let location = NamespaceLocation()

    public init() {}

    public var wrappedValue: Namespace.ID { location.id }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }

    /// A namespace identity [A].
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

/// The node's namespace id, allocated once per node.
final class NamespaceLocation: RuntimeInstallable {
    private(set) var id = Namespace.ID(value: 0)

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        if let existing = node.slots[label] as? NamespaceLocation {
            id = existing.id
        } else {
            runtime.matchedGeometry.namespaceCount += 1
            id = Namespace.ID(value: runtime.matchedGeometry.namespaceCount)
            node.slots[label] = self
        }
    }
}
