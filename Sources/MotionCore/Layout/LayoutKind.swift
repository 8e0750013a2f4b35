import Foundation
import MotionAnimation

/// How a node sizes itself and places what it contains, before its modifiers (the base of its
/// layout chain).
enum LayoutKind {
    /// Its content as it is: one view is passed through; several are stacked as a `VStack`
    /// (your views, buttons, transparent containers).
    case passthrough
    /// A `Label`: icon then title in an `HStack`.
    case label
    /// Takes the whole proposal (shapes, colours); 10 points where a dimension is unspecified.
    case fill
    /// A text measured with `TextMetrics`.
    case text(String, size: CGFloat)
    /// An SF Symbol at a font size (square, `size` × `TextMetrics.latinLineHeight`), or a
    /// resizable image (fills like a shape).
    case image(size: CGFloat, resizable: Bool)
    /// Flexible space along its stack's axis.
    case spacer(minLength: CGFloat?)
    /// A line across its stack's axis.
    case divider
    /// `VStack`/`HStack`: children along `axis`, aligned across it at `alignment` (0 leading/top,
    /// 0.5 centre, 1 trailing/bottom), `spacing` points apart (nil: the default); a lazy stack
    /// (`fillsAcross`) takes the whole proposal across its axis.
    case stack(Axis, alignment: CGFloat, spacing: CGFloat?, fillsAcross: Bool = false)
    /// `ZStack`: children on top of each other, aligned.
    case overlay(Alignment)
    /// `GeometryReader`: takes the proposal, places its content at its top-leading corner.
    case geometryReader
    /// `ScrollView`: takes the proposal, proposes its content no limit along `axes`.
    case scroll(Axis.Set)
    /// `LazyVGrid`/`LazyHGrid`.
    case grid(GridLayout)
    /// A control with its label at the leading edge and a system-drawn control of this size,
    /// points, at the trailing one (`Toggle`'s switch, `Stepper`'s − and + buttons).
    case labeledControl(CGSize)
    /// `Slider`: its value labels at the ends of the track.
    case slider
    /// `Picker`: its options side by side in equal segments.
    case segments
    /// A determinate `ProgressView`: its label, the bar, its current value label, top to bottom.
    case progressBar
    /// An indeterminate `ProgressView`: the spinner, then its label.
    case spinner
    /// `TextField`, `SecureField`: one line of text (the text shown, or the placeholder) at a
    /// font size, as wide as offered.
    case textField(String, size: CGFloat)
    /// `NavigationStack`/`NavigationView`: takes the proposal, its content below the navigation
    /// bar.
    case navigation
    /// `List`/`Form`: rows from the top, in inset-grouped sections.
    case list
    /// `Section`: in a list, a group of rows with its header and footer (placed by the list);
    /// elsewhere its views stack as a `VStack`.
    case section
    /// `Grid`: rows of cells in shared columns.
    case cellGrid(CellGridLayout)
    /// `GridRow`: a row of a `Grid` (its cells placed by the grid); elsewhere an `HStack`.
    case gridRow(VerticalAlignment?)
}

/// A `Grid`'s parameters.
struct CellGridLayout {
    /// How cells sit in their cells by default.
    let alignment: Alignment
    /// Between columns and between rows, points (nil: the default spacing).
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
}

/// A grid's layout: its lines grow along `lines` (vertical for a `LazyVGrid`, whose lines are
/// rows), each line has one cell per resolved item across it.
struct GridLayout {
    /// The axis the grid grows along.
    let lines: Axis
    let items: [GridItem]
    /// Where the block of items sits across the grid when it is narrower (0 … 1).
    let alignment: CGFloat
    /// Between lines, points (nil: the default spacing).
    let spacing: CGFloat?
}

/// A modifier that changes layout, recorded on the node it lands on, innermost first.
enum LayoutModifier {
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case position(CGPoint)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, ContentMode)
    /// A `background { }` or `overlay { }` view: sized to this level, placed by alignment.
    case secondary(SecondaryLink)
    /// A `safeAreaInset` view at an edge; the content gets the rest.
    case safeAreaInset(SafeAreaInsetLink)
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrame {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
}

/// The node of a secondary view, filled in when the walk reaches it, and the view it decorates.
final class SecondaryLink {
    let alignment: Alignment
    weak var node: ViewNode?
    /// The node the modifier landed on.
    weak var primary: ViewNode?
    /// The properties of `primary` applied outside the modifier (an `offset` there moves the
    /// secondary view too).
    var outerProperties: [String] = []
    /// For a presented view (a sheet): it covers the root below this many points instead of
    /// decorating its view.
    var coversRootBelow: CGFloat?

    init(alignment: Alignment) {
        self.alignment = alignment
    }
}

/// What the layout pass knows of a node: set by the walk.
struct NodeLayout {
    var kind = LayoutKind.passthrough
    /// Layout modifiers, innermost first.
    var modifiers: [LayoutModifier] = []
    /// The transaction at the node in its last walk: its geometry animates with it.
    var transaction = Transaction()
    /// The walk that last set `transaction`.
    var walk = 0
    /// Whether the node is a secondary view (placed by its primary, not by its container).
    var isSecondary = false
    /// The part of a system control the node stands for (a transparent node under the control).
    var part: ControlPart?
    /// What the container around the node reads from its modifiers.
    var hints = ContainerHints()
}

extension HorizontalAlignment {
    /// The fraction of the width an alignment guide sits at (left to right).
    var fraction: CGFloat {
        switch name {
        case "leading": 0
        case "trailing": 1
        default: 0.5
        }
    }
}

extension VerticalAlignment {
    /// The fraction of the height an alignment guide sits at; text baselines count as the bottom
    /// [GUESS].
    var fraction: CGFloat {
        switch name {
        case "top": 0
        case "bottom", "firstTextBaseline", "lastTextBaseline": 1
        default: 0.5
        }
    }
}

extension Alignment {
    /// The point of `size` the alignment names, from its top-leading corner.
    func point(in size: CGSize) -> CGPoint {
        CGPoint(x: size.width * horizontal.fraction, y: size.height * vertical.fraction)
    }

    /// The origin of a child of `child` size aligned inside `size`.
    func origin(of child: CGSize, in size: CGSize) -> CGPoint {
        let outer = point(in: size)
        let inner = point(in: child)
        return CGPoint(x: outer.x - inner.x, y: outer.y - inner.y)
    }
}
