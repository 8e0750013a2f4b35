import Foundation
import MotionAnimation

/// Any `Layout` [A `AnyLayout`]: a layout chosen at run time. Its view is one node whatever
/// layout it wraps, so switching the layout (`HStackLayout` to `VStackLayout`) inside
/// `withAnimation` keeps the subviews and animates them from their old frames to their new ones,
/// as SwiftUI does.
public struct AnyLayout: Layout {
    let layout: any Layout
    public typealias AnimatableData = EmptyAnimatableData

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache [A `AnyLayout.Cache`].
    public struct Cache {
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
            cache.value = inner
        }
        place(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return spacing(layout)
    }
}
