import Foundation
import MotionAnimation

extension View {
    /// The list's style: recorded; every list is laid out inset-grouped [A].
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        styled("listStyle(\(S.self))")
    }

    /// The insets of the row this view is, in a list: read by the list (nil: the default
    /// insets) and recorded [A].
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        hinted { if $0.listRowInsets == nil { $0.listRowInsets = insets } }
            .styled("listRowInsets(\(insets.map { "\($0)" } ?? "nil"))")
    }

    /// The background of the row this view is: recorded [A].
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        styled("listRowBackground(\(V.self))")
    }

    /// Whether the row's separators show: recorded [A].
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        styled("listRowSeparator(.\(visibility))")
    }

    /// Whether a scrolling container's background shows: recorded [A].
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        styled("scrollContentBackground(.\(visibility))")
    }

    /// The value that identifies the view for a `Picker`'s selection (an option) or a list's
    /// selection (recorded) [A].
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(AttachingModifier { _ in .tag(AnyHashable(tag)) }).styled("tag(\(tag))")
    }

    /// Lets the rows of a `ForEach` be deleted by swiping: recorded on each row; editing is not
    /// simulated [A].
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View {
        styled("onDelete")
    }

    /// Lets the rows of a `ForEach` be moved: recorded on each row; editing is not simulated [A].
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View {
        styled("onMove")
    }
}

/// A list style [A]; recorded only.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// Whether a piece of interface shows [A].
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// The top or bottom edge [A].
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges [A].
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (from the start) [A], as `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets from the start) before the element at offset
    /// `destination` (at the end when it is the count), keeping their order [A], as `onMove`
    /// hands them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        var result: [Element] = []
        for (offset, element) in elements.enumerated() {
            if offset == destination { result += moving }
            if !source.contains(offset) { result.append(element) }
        }
        if destination >= elements.count { result += moving }
        for (position, index) in indices.enumerated() {
            self[index] = result[position]
        }
    }
}
