import Foundation

extension View {
    /// Runs `action` with the value `transform` makes of the view's geometry when it first has
    /// one and whenever it changes [A] (iOS 18): read after each layout, like `visualEffect`.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: { proxy, _ in transform(proxy) }) { _, new in action(new) })
    }

    /// The same with the old and the new value [A]; not run for the first value [GUESS].
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: { proxy, _ in transform(proxy) }) { old, new in
            if let old { action(old, new) }
        })
    }
}

/// `onGeometryChange` (and `onScrollVisibilityChange`): the node it lands on is remembered at its
/// place with the last value; a walk after a layout that changed the node's frame compares the
/// new value and runs the action after the walk.
struct GeometryChangeModifier<T: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    /// The value of the node's geometry and the frame of the nearest scroll view around it
    /// (root coordinates; nil without one).
    let transform: (GeometryProxy, CGRect?) -> T
    let action: (T?, T) -> Void
    /// Whether `transform` reads the scroll view's frame (only then is it read, and a change of
    /// it evaluates the modifier again).
    var readsScrollView = false

    /// What the modifier keeps at its place.
    final class Memory {
        weak var node: ViewNode?
        var value: T?
    }

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let key = walk.key.appending(.slot("onGeometryChange"))
        let memory = walk.owner.modifierState[key] as? Memory ?? Memory()
        walk.owner.modifierState[key] = memory
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        guard let node = runtime.walks.nodeProbes.removeLast(), let rewalking = walk.owner.nearestRewalkable else { return }
        memory.node = node
        let proxy = runtime.readGeometry(of: node, rewalking: rewalking)
        guard node.laidOutRect != nil else { return }
        let scroller = !readsScrollView ? nil : node.nearestScrollView.map { runtime.readGeometry(of: $0, rewalking: rewalking).rect }
        let value = transform(proxy, scroller)
        guard value != memory.value else { return }
        let old = memory.value
        memory.value = value
        let action = self.action
        runtime.queue.postActions.append { action(old, value) }
    }
}
