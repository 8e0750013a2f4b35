import Foundation

/// One safe area a layout knows while it places views: the rectangle a view may extend from
/// (`inner`, the safe part) to `outer`, both in root coordinates. The device's screen is the
/// first (inner: the screen less its bars; outer: the screen); `safeAreaInset` and
/// `safeAreaPadding` add one for their content (inner: where the content is laid out; outer:
/// the modifier's whole frame).
struct SafeAreaRegion: Equatable {
    var inner: CGRect
    var outer: CGRect
}

/// The safe areas around the view being placed, outermost first, and how far a view may
/// extend into them: SwiftUI's resolution of a view's safe area insets [O] OpenSwiftUI
/// `SafeAreaInsets.resolve(regions:in:)`. From the innermost area outward, each edge of the
/// view's rectangle that reaches the area's safe edge (or lies beyond it) and is not already
/// past its outer edge moves out to the outer edge; the insets are how far each edge moved. A
/// view inside the safe area, away from its edges, has none; a view along the top of the safe
/// area has the whole top bar.
struct SafeAreaChain {
    private(set) var regions: [SafeAreaRegion] = []
    /// How close two edges must be to count as one, points: half a pixel and a little more.
    let tolerance: CGFloat

    /// `displayScale` is the device's pixels per point.
    init(displayScale: CGFloat) {
        tolerance = 0.5 / max(displayScale, 1) + 0.001
    }

    /// Makes `region` the innermost safe area.
    mutating func push(_ region: SafeAreaRegion) {
        regions.append(region)
    }

    /// Leaves the innermost safe area.
    mutating func pop() {
        regions.removeLast()
    }

    /// How far `rect` (root coordinates) may extend on each of `edges` into the safe areas
    /// around it, points.
    func insets(of rect: CGRect, edges: Edge.Set = .all) -> EdgeInsets {
        var top = rect.minY, leading = rect.minX, bottom = rect.maxY, trailing = rect.maxX
        for region in regions.reversed() {
            let inner = region.inner, outer = region.outer
            if top - tolerance < inner.minY, outer.minY < top + tolerance { top = min(top, outer.minY) }
            if bottom + tolerance > inner.maxY, outer.maxY > bottom - tolerance { bottom = max(bottom, outer.maxY) }
            if leading - tolerance < inner.minX, outer.minX < leading + tolerance { leading = min(leading, outer.minX) }
            if trailing + tolerance > inner.maxX, outer.maxX > trailing - tolerance { trailing = max(trailing, outer.maxX) }
        }
        return EdgeInsets(
            top: edges.contains(.top) ? rect.minY - top : 0, leading: edges.contains(.leading) ? rect.minX - leading : 0,
            bottom: edges.contains(.bottom) ? bottom - rect.maxY : 0, trailing: edges.contains(.trailing) ? trailing - rect.maxX : 0)
    }
}

extension CGRect {
    /// The rectangle moved out by `insets` on each edge (in by negative ones).
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX - insets.leading, y: minY - insets.top, width: width + insets.leading + insets.trailing,
            height: height + insets.top + insets.bottom)
    }

    /// The rectangle moved in by `insets` on each edge.
    func inset(by insets: EdgeInsets) -> CGRect {
        outset(by: EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing))
    }
}
