/// Values a view gives the container that holds it [A] (iOS 18): its tag (`tag(_:)`) and the
/// values of `ContainerValueKey`s, each its key's default until set. A `Subview` and a
/// `LayoutSubview` have their view's.
public struct ContainerValues {
    /// The view's tag, if it has one.
    var tagValue: AnyHashable?
    /// The values set, by key type.
    var values: [ObjectIdentifier: Any] = [:]

    init(tag: AnyHashable? = nil) {
        tagValue = tag
    }

    /// The value for `key`, its default until set [A].
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the view's tag is `tag` [A].
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        tagValue == AnyHashable(tag)
    }

    /// The view's tag when it is a `V`, else nil [A].
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        tagValue?.base as? V
    }
}

/// A key for a value a view gives its container [A], with the value a view has by default.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a view that sets none [A].
    static var defaultValue: Self.Value { get }
}

extension LayoutSubview {
    /// The container values of the view the layout places [A]: its tag.
    public var containerValues: ContainerValues {
        ContainerValues(tag: node.tagValue)
    }
}
