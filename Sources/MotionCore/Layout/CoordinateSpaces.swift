import Foundation

// The iOS 17 coordinate-space types [A]: `.local`, `.global`, `.named(_:)` and `.scrollView`
// as values of `CoordinateSpaceProtocol`. Named spaces are measured as the root's, as
// `frame(in: .named(…))` always was ("Layout").

/// A coordinate space to measure a frame in [A].
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace` value [A].
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own bounds [A].
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The root's coordinates [A].
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space a view names with `coordinateSpace(_:)`, or the nearest scroll view's [A].
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name` [A].
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest scroll view's space [A].
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
    /// The nearest scroll view along `axis`'s space [A].
    public static func scrollView(axis: Axis) -> Self { NamedCoordinateSpace(name: AnyHashable("_scrollView.\(axis)")) }
}

extension CoordinateSpace {
    /// Whether this is the root's space [A].
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space [A].
    public var isLocal: Bool { self == .local }
}

extension GeometryProxy {
    /// The view's frame in `coordinateSpace` [A].
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of a named space in the view's own coordinates [A]: the root's (the running
    /// view's root size), as named spaces are measured; nil outside a running view.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let root = ViewRuntime.current?.rootSize else { return nil }
        return CGRect(x: -rect.minX, y: -rect.minY, width: root.width, height: root.height)
    }
}

extension View {
    /// Names the view's coordinate space (iOS 17) [A]: recorded, as `coordinateSpace(name:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { styled("coordinateSpace(\(name.coordinateSpace))") }
}
