import Foundation

/// A view's size and alignment guides, as an alignment guide's closure sees it [A].
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width, points [A].
    public let width: CGFloat
    /// The view's height, points [A].
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` lies, from the view's leading edge [A] (its default position).
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// Where `guide` lies, from the view's top edge [A] (its default position).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
    /// The guide's value set explicitly on the view [A]; nil here (guides are recorded only).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The guide's value set explicitly on the view [A]; nil here (guides are recorded only).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The identity of an alignment of your own [A]; its default value is not read (a custom
/// alignment lies at the centre).
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// An alignment of your own [A].
    public init(_ id: any AlignmentID.Type) { self.init(name: String(describing: id)) }
}

extension VerticalAlignment {
    /// An alignment of your own [A].
    public init(_ id: any AlignmentID.Type) { self.init(name: String(describing: id)) }
}

extension View {
    /// Moves the view's `g` guide to `computeValue`'s result [A]; recorded (`alignmentGuide(.leading)`):
    /// stacks align their views by their default guides.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        styled("alignmentGuide(.\(g.name))")
    }

    /// Moves the view's `g` guide to `computeValue`'s result [A]; recorded.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        styled("alignmentGuide(.\(g.name))")
    }
}
