import Foundation
import MotionAnimation

/// What a container reads from the views inside it, left on each view's node by its modifiers
/// (`navigationTitle`, `listRowInsets`, `gridCellColumns` …) and landed again at every walk of
/// the node. When a node carries the same hint twice, the innermost modifier wins.
struct ContainerHints {
    /// `navigationTitle(_:)`: read by the enclosing `NavigationStack`.
    var navigationTitle: String?
    /// `navigationBarTitleDisplayMode(_:)`: read by the enclosing `NavigationStack`.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    /// Which part of a `Section` the view is (set by the section for its header and footer).
    var sectionPart = SectionPart.content
    /// `listRowInsets(_:)`: the insets of the row the view is, in a list.
    var listRowInsets: EdgeInsets?
    /// `gridCellColumns(_:)`: how many columns of a `Grid` the cell spans.
    var gridCellColumns: Int?
    /// `gridColumnAlignment(_:)`: how the cells of the view's `Grid` column are aligned.
    var gridColumnAlignment: HorizontalAlignment?
    /// `gridCellUnsizedAxes(_:)`: the axes in which the cell does not size its column or row.
    var gridCellUnsizedAxes: Axis.Set = []
    /// `gridCellAnchor(_:)`: where the cell sits in its cell, instead of the grid's alignment.
    var gridCellAnchor: UnitPoint?
    /// `layoutValue(key:value:)`: values a `Layout` reads from its subviews, by key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]
}

/// The part of a `Section` a view belongs to.
enum SectionPart {
    case header, content, footer
}

extension View {
    /// Leaves a hint for the container around the next node (kept when an inner modifier of
    /// that node already set it).
    func hinted(_ apply: @escaping (inout ContainerHints) -> Void) -> some View {
        modifier(AttachingModifier { _ in .hint(apply) })
    }
}
