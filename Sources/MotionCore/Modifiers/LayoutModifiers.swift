import Foundation
import MotionAnimation
import TraceFormat

extension View {
    /// A fixed frame: property `frame` [`width`, `height`] in points, only the dimensions given;
    /// in layout the content is proposed the given dimensions and aligned inside [A].
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        laidOut(.frame(width: width, height: height, alignment: alignment))
            .modifier(AttachingModifier { transaction in
                guard width != nil || height != nil else { return .style("frame()") }
                return .property(Traced(.frame, TracedFrame(width: width, height: height)), transaction)
            })
    }

    /// A flexible frame: recorded as a style (as written), and laid out (its bounds clamp the
    /// proposal) [A], with bounds out of order normalised as SwiftUI does (``FlexibleFrame``);
    /// such bounds are SwiftUI's runtime issue "Contradictory frame constraints specified.", a
    /// `warning` event when the view appears.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let parts: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        let text = parts.compactMap { name, value in value.map { "\(name): \(describe(Double($0)))" } }.joined(separator: ", ")
        let frame = FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
            maxHeight: maxHeight, alignment: alignment)
        let contradictory = FlexibleFrame.contradicts(minWidth, idealWidth, maxWidth)
            || FlexibleFrame.contradicts(minHeight, idealHeight, maxHeight)
        return laidOut(.flexibleFrame(frame)).styled("frame(\(text))")
            .runtimeIssue(contradictory ? FlexibleFrame.contradictionMessage : nil)
    }

    /// Padding on every edge: property `padding` [`top`, `leading`, `bottom`, `trailing`] [A].
    public func padding(_ insets: EdgeInsets) -> some View {
        laidOut(.padding(insets)).traced(.padding, insets)
    }

    /// Padding on some edges; without a length, 16 points (iOS's default) [A].
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets.on(edges, length ?? 16))
    }

    /// Padding of `length` points on every edge [A].
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Rounds the corners: property `cornerRadius` [`value`], points [A].
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        traced(.cornerRadius, scalar: Double(radius))
    }

    /// Clips to a shape: a rounded rectangle is property `clipShape` [`cornerRadius`]; other
    /// shapes are recorded [A].
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(AttachingModifier { transaction in
            if let rounded = shape as? RoundedRectangle {
                return .property(Traced(.clipShape, TracedScalar(Double(rounded.cornerSize.width), of: .clipShape)), transaction)
            }
            return .style("clipShape(\(S.self))")
        })
        .clippedInScene(SceneTraits.shape(shape).kind, cornerRadius: SceneTraits.shape(shape).cornerRadius)
    }

    /// Masks the view with another view: recorded [A]. A mask that is a plain shape fills the
    /// masked view's bounds and is drawn opaque, so it keeps exactly what lies inside the shape:
    /// the trace's scene records it as the clip to that shape. Other masks (gradients, text,
    /// images, views with modifiers) are not drawn in the scene.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let shape = (mask() as? any Shape).map { SceneTraits.shape($0) }
        return styled("mask(\(Mask.self))").modifier(AttachingModifier { _ in
            .scene { traits in
                guard let shape else { return }
                traits.clip = shape.kind
                traits.clipCornerRadius = shape.cornerRadius
            }
        })
    }

    /// The drawing order among siblings: recorded [A].
    public func zIndex(_ value: Double) -> some View {
        styled("zIndex(\(describe(value)))").modifier(AttachingModifier { _ in .scene { $0.zIndex = value == 0 ? nil : value } })
    }

    /// Keeps an aspect ratio (width / height; the content's ideal one when nil): the content is
    /// proposed the largest size of that ratio inside the proposal (`.fit`) or the smallest
    /// covering it (`.fill`) [A].
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        laidOut(.aspectRatio(aspectRatio, contentMode)).styled("aspectRatio(\(aspectRatio.map { describe(Double($0)) + ", " } ?? "")contentMode: .\(contentMode))")
    }

    /// Keeps the aspect ratio of `aspectRatio` (width over height) [A].
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(LayoutPass.ratio(of: aspectRatio), contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Proposes the content its ideal size in both dimensions [A].
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes the content its ideal size in the dimensions asked [A].
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        laidOut(.fixedSize(horizontal: horizontal, vertical: vertical))
            .styled(horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// Leaves a layout modifier for the next node.
    func laidOut(_ layoutModifier: LayoutModifier) -> some View {
        modifier(AttachingModifier { _ in .layout(layoutModifier) })
    }
    public func layoutPriority(_ value: Double) -> some View { styled("layoutPriority(\(describe(value)))") }

    /// Names the view's coordinate space [A]: recorded; `.named` spaces are measured in root
    /// coordinates.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { styled("coordinateSpace(name: \(name))") }

    /// Names the view's coordinate space (iOS 17 form) [A]: recorded, as `coordinateSpace(name:)`.
    public func coordinateSpace(_ space: CoordinateSpace) -> some View { styled("coordinateSpace(\(space))") }
    public func clipped(antialiased: Bool = false) -> some View { styled("clipped()").clippedInScene(.rectangle) }
    /// Extends the view into the safe area on `edges` [A]: where the view's frame reaches the
    /// safe area's edge, its content is proposed and given the frame extended to the safe
    /// area's outer edge (the screen's, or a `safeAreaInset`'s); elsewhere nothing changes.
    /// MotionCore has no keyboard, so only the `.container` region extends anything. Recorded
    /// as `ignoresSafeArea()` too.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        laidOut(.ignoresSafeArea(regions.contains(.container) ? edges : [])).styled("ignoresSafeArea()")
    }

    /// The deprecated form of `ignoresSafeArea(_:edges:)` [A]: the same layout, recorded as
    /// `ignoresSafeArea()`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// How content fills its space [A].
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}

/// Safe-area regions [A].
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
