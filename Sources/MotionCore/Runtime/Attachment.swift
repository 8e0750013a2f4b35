import MotionAnimation
import TraceFormat

/// Something a modifier leaves for the node it lands on (the next node the walk reaches).
enum Attachment {
    /// An animatable property: its value and the transaction at the modifier.
    case property(any PropertyAttachment, Transaction)
    /// A styling modifier, recorded and not simulated (`font(.title)`).
    case style(String)
    /// A layout modifier (`padding`, `frame`, `position` …).
    case layout(LayoutModifier)
    /// Something the container around the node reads (`navigationTitle`, `listRowInsets`,
    /// `gridCellColumns` …).
    case hint((inout ContainerHints) -> Void)
    /// How the node is drawn in the trace's scene: an effect's anchor, a clip, `zIndex`.
    case scene((inout SceneTraits) -> Void)
    /// `matchedGeometryEffect`.
    case matched(MatchedGeometryLink)
    /// `geometryGroup()`: the node's descendants take their positions relative to its frame.
    case geometryGroup
    /// `.gesture(_:)` and its variants.
    case gesture(GestureAttachment)
    /// `onAppear`.
    case appear(() -> Void)
    /// `onDisappear`.
    case disappear(() -> Void)
    /// `onTapGesture(count:)` or a control's action (a button's, a toggle's).
    case tap(TapAction)
    /// `.tag(_:)`: the value a `Picker` option stands for.
    case tag(AnyHashable)
    /// `.task`: started when the node appears, cancelled when it disappears; restarted when
    /// its id changes.
    case task(TaskAttachment)
    /// The place of an `.id(_:)` around the view: the identity the lifecycle modifiers written
    /// outside that `.id` belong to.
    case identityPlace(IdentityPlace)

    /// Whether it is a lifecycle action (`onAppear`, `onDisappear`, `task`): it belongs to the
    /// identity of the place where it is written, so one written outside an `.id(_:)` stays with
    /// the outer identity when the id changes (`IdentityModifier`).
    var isLifecycle: Bool {
        switch self {
        case .appear, .disappear, .task: true
        default: false
        }
    }
}

/// What a tap runs on a node: a control's action, or an `onTapGesture` that needs `count` taps in
/// a row.
struct TapAction {
    var count = 1
    /// Whether the action picks an option of a `Picker` (a tap on `*` passes over it).
    var selectsOption = false
    let run: () -> Void
}

/// A property value on its way to a node.
protocol PropertyAttachment {
    /// The modifier's name (`opacity`); repeats on one node get `[1]`, `[2]` … appended.
    var name: String { get }
    /// Sets the node's property `name` (creating it with this first value, not animated).
    func land(on node: ViewNode, as name: String, transaction: Transaction, runtime: ViewRuntime)
}

/// A traced property with its value: `opacity(0.5)` is `Traced(.opacity, TracedScalar(0.5, of: .opacity))`.
struct Traced<Value: TracedValue>: PropertyAttachment {
    let name: String
    let value: Value

    /// `value` as the property `property` defines (``TraceProperty``).
    init(_ property: TraceProperty, _ value: Value) {
        self.init(name: property.name, value: value)
    }

    /// `value` under a name of its own: a custom `Animatable`'s type name, a `Canvas`
    /// operation's kind, a repeat's indexed name (`offset[1]`) as it lands.
    init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    func land(on node: ViewNode, as name: String, transaction: Transaction, runtime: ViewRuntime) {
        if let property = node.properties[name] as? TracedProperty<Value> {
            property.set(value, transaction: transaction, at: runtime.time)
        } else {
            node.addProperty(TracedProperty(name: name, value: value), as: name)
        }
    }
}

/// `.task(id:priority:_:)`.
struct TaskAttachment {
    /// The value whose changes restart the task (`nil` for `.task(_:)`).
    var id: AnyHashable?
    var action: () async -> Void
}
