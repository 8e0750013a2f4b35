import Foundation

/// One layout pass over the tree, in the spirit of SwiftUI's: a parent proposes a size, the
/// child chooses its own, the parent places it. Sizes are memoised per (node, level of its
/// modifier chain, proposal, stack axis) for the pass.
///
/// A node's layout is a chain: its base (a `ContainerLayout`) wrapped by its layout modifiers,
/// innermost first; level 0 is the base, level k has the first k modifiers applied. The frame a
/// node reports is the rectangle of its base in root coordinates.
final class LayoutPass {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let level: Int
        let proposal: ProposedViewSize
        let axis: Axis?
    }

    /// The spacing between the views of a stack when none is given, points (SwiftUI chooses per
    /// pair of views from the platform's metrics; 8 is its usual value on iOS [GUESS]).
    static let defaultSpacing: CGFloat = 8

    private var sizes: [Key: CGSize] = [:]
    /// The cache of each node's base layout in this pass.
    private var caches: [ObjectIdentifier: Any] = [:]
    /// The root's size, points.
    private(set) var rootSize = CGSize.zero
    /// The safe areas around the view being placed.
    private(set) var safeAreas = SafeAreaChain(displayScale: 1)
    /// How far each placed node's frame may extend into the safe areas around it (what its
    /// `GeometryProxy.safeAreaInsets` reads), when it may.
    private(set) var safeAreaInsets: [ObjectIdentifier: EdgeInsets] = [:]
    /// How far the style background of each node that has one reaches past its frame into the
    /// safe areas (`background(_:ignoresSafeAreaEdges:)`), when it does.
    private(set) var backgroundOutsets: [ObjectIdentifier: EdgeInsets] = [:]
    /// The frame of each node placed, in root coordinates.
    private(set) var frames: [ObjectIdentifier: (node: ViewNode, rect: CGRect)] = [:]
    /// Nodes placed, in the order they were placed (parents first).
    private(set) var placed: [ViewNode] = []

    // MARK: Entry

    /// Lays out the content of `host` in a root of `size` points whose edges `safeArea` covers
    /// (a device of `displayScale` pixels per point): the root view is proposed the safe
    /// rectangle and centred in it [A] (SwiftUI lays views out in the safe area unless they
    /// ignore it, `ignoresSafeArea(_:edges:)`); the safe area is the first of ``safeAreas``.
    func layOut(host: ViewNode, size: CGSize, safeArea: EdgeInsets = EdgeInsets(), displayScale: CGFloat = 1) {
        rootSize = size
        let screen = CGRect(origin: .zero, size: size)
        let safe = screen.outset(by: EdgeInsets(top: -safeArea.top, leading: -safeArea.leading, bottom: -safeArea.bottom, trailing: -safeArea.trailing))
        safeAreas = SafeAreaChain(displayScale: displayScale)
        withSafeArea(SafeAreaRegion(inner: safe, outer: screen)) {
            let proposal = ProposedViewSize(safe.size)
            let chosen = baseSize(host, proposal, axis: nil)
            let origin = CGPoint(x: safe.minX + (safe.width - chosen.width) / 2, y: safe.minY + (safe.height - chosen.height) / 2)
            placeBase(host, origin: origin, size: chosen, proposal: proposal)
        }
    }

    // MARK: Sizes

    /// The size `node` (with all its modifiers) chooses for `proposal`.
    func size(_ node: ViewNode, _ proposal: ProposedViewSize, axis: Axis? = nil) -> CGSize {
        size(node, level: node.layout.modifiers.count, proposal, axis: axis)
    }

    private func size(_ node: ViewNode, level: Int, _ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        let key = Key(node: ObjectIdentifier(node), level: level, proposal: proposal, axis: axis)
        if let known = sizes[key] { return known }
        let result: CGSize
        if level == 0 {
            result = baseSize(node, proposal, axis: axis)
        } else if case .safeAreaInset(let link) = node.layout.modifiers[level - 1] {
            result = insetSize(link, proposal) { inner in self.size(node, level: level - 1, inner, axis: axis) }
        } else {
            result = Self.modifierSize(node.layout.modifiers[level - 1], proposal) { self.size(node, level: level - 1, $0, axis: axis) }
        }
        sizes[key] = result
        return result
    }

    private static func modifierSize(_ modifier: LayoutModifier, _ p: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        switch modifier {
        case .padding(let insets), .safeAreaPadding(let insets):
            let inner = ProposedViewSize(
                width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
            let chosen = child(inner)
            return CGSize(width: chosen.width + insets.leading + insets.trailing, height: chosen.height + insets.top + insets.bottom)
        case .frame(let width, let height, _):
            let chosen = child(ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? chosen.width, height: height ?? chosen.height)
        case .flexibleFrame(let frame):
            let chosen = child(childProposal(frame, p))
            return flexibleSize(frame, p, child: chosen)
        case .position:
            let chosen = child(p)
            return CGSize(width: p.width ?? chosen.width, height: p.height ?? chosen.height)
        case .fixedSize(let horizontal, let vertical):
            return child(ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .aspectRatio(let ratio, let mode):
            return child(aspectProposal(ratio: ratio ?? Self.ratio(of: child(.unspecified)), mode: mode, p))
        case .secondary, .safeAreaInset, .ignoresSafeArea:
            // A safe area inset is sized by `insetSize` (it sizes its view too); a view that
            // ignores the safe area takes the size its content chooses for the proposal.
            return child(p)
        }
    }

    /// What a flexible frame proposes to its content: each dimension the proposal (the ideal
    /// when unspecified) clamped to the frame's bounds [B] objc.io "Thinking in SwiftUI", the
    /// maximum applied last (so it wins over a larger minimum, [O] `_FlexFrameLayout`).
    static func childProposal(_ f: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ value: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var result = value ?? ideal else { return nil }
            if let low { result = max(result, low) }
            if let high { result = min(result, high) }
            return result
        }
        return ProposedViewSize(
            width: clamp(p.width, f.idealWidth, f.minWidth, f.maxWidth),
            height: clamp(p.height, f.idealHeight, f.minHeight, f.maxHeight))
    }

    /// A flexible frame's size: per dimension without bounds the content's; otherwise the
    /// proposal (the ideal, else the content's, when unspecified) clamped to
    /// [min ?? content, max ?? content] [B] objc.io "Thinking in SwiftUI"; the content's when the
    /// minimum is above the maximum (bounds SwiftUI's normalisation leaves out of order, [O]
    /// `_FlexFrameLayout.sizeThatFits`).
    static func flexibleSize(_ f: FlexibleFrame, _ p: ProposedViewSize, child: CGSize) -> CGSize {
        func dimension(_ proposed: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard low != nil || high != nil else { return content }
            if let low, let high, low > high { return content }
            let wanted = proposed ?? ideal ?? content
            return max(low ?? content, min(high ?? content, wanted))
        }
        return CGSize(
            width: dimension(p.width, f.idealWidth, f.minWidth, f.maxWidth, child.width),
            height: dimension(p.height, f.idealHeight, f.minHeight, f.maxHeight, child.height))
    }

    /// Width over height (1 for an empty size).
    static func ratio(of size: CGSize) -> CGFloat {
        size.width > 0 && size.height > 0 ? size.width / size.height : 1
    }

    /// The largest size of `ratio` inside the proposal (`.fit`) or the smallest covering it
    /// (`.fill`); an unspecified dimension follows the other one.
    static func aspectProposal(ratio: CGFloat, mode: ContentMode, _ p: ProposedViewSize) -> ProposedViewSize {
        switch (p.width, p.height) {
        case (nil, nil): return .unspecified
        case (let width?, nil): return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            switch mode {
            case .fit: return ProposedViewSize(fitsByWidth ? byWidth : byHeight)
            case .fill: return ProposedViewSize(fitsByWidth ? byHeight : byWidth)
            }
        }
    }

    /// The size `node`'s base layout chooses for `p` (measured by a stack along `axis`).
    private func baseSize(_ node: ViewNode, _ p: ProposedViewSize, axis: Axis?) -> CGSize {
        baseSize(node.layout.base, of: node, p, axis: axis)
    }

    private func baseSize<Base: ContainerLayout>(_ base: Base, of node: ViewNode, _ p: ProposedViewSize, axis: Axis?) -> CGSize {
        let subviews = LayoutSubviews(of: node, flattened: Base.flattensSubviews, axis: axis, pass: self)
        var cache = cache(of: base, node, subviews)
        defer { caches[ObjectIdentifier(node)] = cache }
        return base.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
    }

    /// Places the views of `node`'s base layout in the rectangle at `origin` of `size`, chosen
    /// for `proposal`.
    private func placeBase(_ node: ViewNode, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        placeBase(node.layout.base, of: node, origin: origin, size: size, proposal: proposal)
    }

    private func placeBase<Base: ContainerLayout>(_ base: Base, of node: ViewNode, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(of: node, flattened: Base.flattensSubviews, axis: nil, pass: self)
        var cache = cache(of: base, node, subviews)
        defer { caches[ObjectIdentifier(node)] = cache }
        base.placeSubviews(in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The cache of `node`'s base layout in this pass, made on first use.
    private func cache<Base: ContainerLayout>(of base: Base, _ node: ViewNode, _ subviews: LayoutSubviews) -> Base.Cache {
        if let known = caches[ObjectIdentifier(node)] as? Base.Cache { return known }
        return base.makeCache(subviews: subviews)
    }

    // MARK: Stacks

    /// The children of a stack: a view of yours (or a transparent container) without layout
    /// modifiers that holds several views is flattened into the stack, as SwiftUI does.
    func stackChildren(of node: ViewNode) -> [ViewNode] {
        flattened(node.layoutChildren)
    }

    /// `nodes` with each view of yours (or transparent container) without layout modifiers that
    /// holds several views replaced by its views, recursively.
    func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        var result: [ViewNode] = []
        for child in nodes {
            if child.layout.base is PassthroughLayout, child.layout.modifiers.isEmpty, child.layoutChildren.count > 1 {
                result += stackChildren(of: child)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The node a view of yours (or a transparent container) without layout modifiers wraps,
    /// through any number of such single-view wrappers, with the wrappers outermost first:
    /// a `Section` or `GridRow` inside a view of yours is still one to its list or grid.
    func unwrapped(_ node: ViewNode) -> (node: ViewNode, wrappers: [ViewNode]) {
        var current = node
        var wrappers: [ViewNode] = []
        while current.layout.base is PassthroughLayout, current.layout.modifiers.isEmpty, current.layoutChildren.count == 1 {
            wrappers.append(current)
            current = current.layoutChildren[0]
        }
        return (current, wrappers)
    }

    // MARK: Placement

    /// The size of each node placed with all its modifiers (what a transition moves by).
    private(set) var outerSizes: [ObjectIdentifier: CGSize] = [:]

    /// Records the frame of a node whose views its container places itself (a `Section` in a
    /// list, a `GridRow` in a grid); its own layout (base and modifiers) is not run.
    func recordFrame(of node: ViewNode, _ rect: CGRect) {
        outerSizes[ObjectIdentifier(node)] = rect.size
        frames[ObjectIdentifier(node)] = (node, rect)
        placed.append(node)
    }

    /// Places `node` (with all its modifiers) in the rectangle at `origin` of `size`.
    /// `proposal` is what `size` was chosen for (nil: `size` itself).
    func place(_ node: ViewNode, origin: CGPoint, size: CGSize, axis: Axis? = nil, proposal: ProposedViewSize? = nil) {
        outerSizes[ObjectIdentifier(node)] = size
        place(node, level: node.layout.modifiers.count, origin: origin, size: size, axis: axis, proposal: proposal ?? ProposedViewSize(size))
    }

    private func place(_ node: ViewNode, level: Int, origin: CGPoint, size: CGSize, axis: Axis?, proposal: ProposedViewSize) {
        guard level > 0 else {
            var rect = CGRect(origin: origin, size: size)
            if node.isScrollView {
                // A scroll view reaches into the safe areas its frame touches, as
                // `ignoresSafeArea()` would extend it, and insets its content by as much, so
                // that the content starts in the safe area and scrolls under the bars [A]
                // (`contentMargins`: a scroll view insets its content by the safe area).
                node.scrollContentInsets = safeAreas.insets(of: rect)
                rect = rect.outset(by: node.scrollContentInsets)
            }
            frames[ObjectIdentifier(node)] = (node, rect)
            placed.append(node)
            recordSafeArea(of: node, rect)
            placeBase(node, origin: rect.origin, size: rect.size, proposal: proposal)
            return
        }
        let inner = level - 1
        func placeChild(_ proposal: ProposedViewSize, at point: (CGSize) -> CGPoint) {
            let chosen = self.size(node, level: inner, proposal, axis: axis)
            let offset = point(chosen)
            place(node, level: inner, origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: chosen, axis: axis, proposal: proposal)
        }
        func centred(_ chosen: CGSize) -> CGPoint {
            CGPoint(x: (size.width - chosen.width) / 2, y: (size.height - chosen.height) / 2)
        }
        switch node.layout.modifiers[inner] {
        case .padding(let insets):
            let proposal = ProposedViewSize(
                width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
            placeChild(proposal) { _ in CGPoint(x: insets.leading, y: insets.top) }
        case .frame(let width, let height, let alignment):
            placeChild(ProposedViewSize(width: width ?? size.width, height: height ?? size.height)) { alignment.origin(of: $0, in: size) }
        case .flexibleFrame(let frame):
            placeChild(Self.childProposal(frame, ProposedViewSize(size))) { frame.alignment.origin(of: $0, in: size) }
        case .position(let point):
            placeChild(ProposedViewSize(size)) { CGPoint(x: point.x - $0.width / 2, y: point.y - $0.height / 2) }
        case .fixedSize(let horizontal, let vertical):
            placeChild(ProposedViewSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height), at: centred)
        case .aspectRatio(let ratio, let mode):
            let ideal = self.size(node, level: inner, .unspecified, axis: axis)
            placeChild(Self.aspectProposal(ratio: ratio ?? Self.ratio(of: ideal), mode: mode, ProposedViewSize(size)), at: centred)
        case .safeAreaInset(let link):
            let region = placeInsetView(link, origin: origin, size: size)
            let content = CGRect(origin: CGPoint(x: origin.x + region.offset.x, y: origin.y + region.offset.y), size: region.size)
            withSafeArea(SafeAreaRegion(inner: content, outer: CGRect(origin: origin, size: size))) {
                placeChild(ProposedViewSize(region.size)) { chosen in
                    CGPoint(x: region.offset.x + (region.size.width - chosen.width) / 2, y: region.offset.y + (region.size.height - chosen.height) / 2)
                }
            }
        case .safeAreaPadding(let insets):
            let whole = CGRect(origin: origin, size: size)
            let inner = whole.outset(by: EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing))
            withSafeArea(SafeAreaRegion(inner: inner, outer: whole)) {
                placeChild(ProposedViewSize(width: max(0, inner.width), height: max(0, inner.height))) { _ in CGPoint(x: insets.leading, y: insets.top) }
            }
        case .ignoresSafeArea(let edges):
            // The content is proposed the frame extended into the safe areas it reaches and
            // placed at the extended frame's top-leading corner [O] OpenSwiftUI
            // `_SafeAreaRegionsIgnoringLayout`.
            let extended = CGRect(origin: origin, size: size).outset(by: safeAreas.insets(of: CGRect(origin: origin, size: size), edges: edges))
            placeChild(ProposedViewSize(extended.size)) { _ in CGPoint(x: extended.minX - origin.x, y: extended.minY - origin.y) }
        case .secondary(let link):
            link.placed = CGRect(origin: origin, size: size)
            place(node, level: inner, origin: origin, size: size, axis: axis, proposal: proposal)
            if let secondary = link.node, secondary.isAlive, !secondary.isRemoving, let top = link.coversRootBelow {
                // Centred in the part of the root it covers.
                let cover = CGSize(width: rootSize.width, height: max(0, rootSize.height - top))
                let chosen = self.size(secondary, ProposedViewSize(cover))
                place(secondary, origin: CGPoint(x: (cover.width - chosen.width) / 2, y: top + (cover.height - chosen.height) / 2), size: chosen)
            } else if let secondary = link.node, secondary.isAlive, !secondary.isRemoving {
                let chosen = self.size(secondary, ProposedViewSize(size))
                let offset = link.alignment.origin(of: chosen, in: size)
                place(secondary, origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: chosen)
            }
        }
    }

    /// Runs `body` with `region` the innermost safe area.
    private func withSafeArea(_ region: SafeAreaRegion, _ body: () -> Void) {
        safeAreas.push(region)
        defer { safeAreas.pop() }
        body()
    }

    /// Records how far `node`'s frame may extend into the safe areas around it, and how far its
    /// style background reaches into them.
    private func recordSafeArea(of node: ViewNode, _ rect: CGRect) {
        let id = ObjectIdentifier(node)
        let insets = safeAreas.insets(of: rect)
        if insets != EdgeInsets() { safeAreaInsets[id] = insets }
        if let edges = node.scene.backgroundIgnoresSafeAreaEdges {
            let outsets = safeAreas.insets(of: rect, edges: edges)
            if outsets != EdgeInsets() { backgroundOutsets[id] = outsets }
        }
    }

    /// The views of `node` flattened into its stack or grid get the union of their views' frames.
    func placeFlattened(of node: ViewNode) {
        for child in node.layoutChildren where frames[ObjectIdentifier(child)] == nil {
            placeUnion(child)
        }
    }

    /// A view flattened into a stack: its frame is the union of its views' frames.
    private func placeUnion(_ node: ViewNode) {
        for child in node.layoutChildren where frames[ObjectIdentifier(child)] == nil { placeUnion(child) }
        let rects = node.layoutChildren.compactMap { frames[ObjectIdentifier($0)]?.rect }
        guard let first = rects.first else { return }
        frames[ObjectIdentifier(node)] = (node, rects.dropFirst().reduce(first) { $0.union($1) })
        placed.append(node)
    }
}

extension ViewNode {
    /// The views a node lays out: its visible descendants reached through transparent nodes,
    /// without secondary views (placed by their primary) and views being removed.
    var layoutChildren: [ViewNode] {
        var result: [ViewNode] = []
        func collect(_ node: ViewNode) {
            for child in node.childOrder where child.isAlive && !child.isRemoving {
                if child.isVisible {
                    if !child.layout.isSecondary { result.append(child) }
                } else {
                    collect(child)
                }
            }
        }
        collect(self)
        return result
    }
}
