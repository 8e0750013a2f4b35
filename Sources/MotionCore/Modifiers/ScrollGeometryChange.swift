import Foundation

/// The geometry of a scroll view [A]: how far its content is scrolled, how big the content and
/// the scroll view are, and its content insets (the safe areas its frame reaches into).
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled, points [A]: minus the leading and top content insets
    /// at rest (before zero, as Apple documents for non-zero insets), 0 there without insets.
    public var contentOffset: CGPoint
    /// The size of the content, points [A].
    public var contentSize: CGSize
    /// Insets around the content [A]: the safe areas the scroll view's frame reaches into.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself, points [A].
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content on screen, in the content's coordinates [A].
    public var visibleRect: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: containerSize.width - contentInsets.leading - contentInsets.trailing,
            height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }

    /// The scroll view's bounds: its size at the content offset [A].
    public var bounds: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }
}

extension View {
    /// Runs `action` with the old and the new value when the value `transform` makes of the
    /// geometry of the scroll view (the view itself, or the first scroll view inside it)
    /// changes [A]: after the update whose layout changed it (a scripted `scroll`, new content).
    /// Not at the first layout [GUESS].
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

/// `onScrollGeometryChange`: the scroll view is found after its content is walked and its
/// geometry read (so that a layout moving it evaluates the modifier again); a value unlike the
/// one remembered at the modifier's place runs the action after the walk.
struct ScrollGeometryChangeModifier<T: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    /// What the modifier keeps at its place: the last value (nil before the first layout).
    final class Memory {
        var value: T?
    }

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let key = walk.key.appending(.slot("onScrollGeometryChange"))
        let memory = walk.owner.modifierState[key] as? Memory ?? Memory()
        walk.owner.modifierState[key] = memory
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        guard let node = runtime.walks.nodeProbes.removeLast(),
            let scrollView = node.ownOrFirstScrollView,
            let rewalking = walk.owner.nearestRewalkable
        else { return }
        let frame = runtime.readGeometry(of: scrollView, rewalking: rewalking).rect
        guard scrollView.laidOutRect != nil, let contentSize = scrollView.scrollContentSize else { return }
        let insets = scrollView.scrollContentInsets
        let offset = CGPoint(x: scrollView.scrollOffset.x - insets.leading, y: scrollView.scrollOffset.y - insets.top)
        let geometry = ScrollGeometry(contentOffset: offset, contentSize: contentSize, contentInsets: insets, containerSize: frame.size)
        let value = transform(geometry)
        guard let old = memory.value else {
            memory.value = value
            return
        }
        guard value != old else { return }
        memory.value = value
        let action = self.action
        runtime.queue.postActions.append { action(old, value) }
    }
}
