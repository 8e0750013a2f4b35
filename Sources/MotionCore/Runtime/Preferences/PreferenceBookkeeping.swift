import Foundation

/// The runtime's preferences (`ViewRuntime+Preferences`): what the walk in progress collects,
/// and the views that read preferences (`onPreferenceChange`, `overlayPreferenceValue` …).
///
/// Nothing is collected until the first reader is walked (a walk without readers pays nothing).
/// From then on every node's content walk keeps what its content set
/// (`ViewNode.preferences`), and a container refers to its nodes instead of copying their values,
/// so a node evaluated again on its own (a `GeometryReader` after layout) changes what every
/// reader around it resolves.
struct PreferenceBookkeeping {
    /// Whether walks collect preferences: set when a reader is first walked, never reset.
    var isCollecting = false
    /// The collections in progress, innermost last: a node's content or a preference modifier's.
    var collectors: [[PreferenceItem]] = []
    /// Counts content walks and reads (each takes the next number): a node walked on its own
    /// after a reader resolved its value has a larger number than the reader's.
    var stamp = 0
    /// The readers walked so far, while their owner lives.
    var readers: [PreferenceReader] = []
    /// Frames anchor preferences read during the walks since the last layout.
    var anchorReads: [AnchorRead] = []
}

/// A frame an anchor preference read (`SecondaryLink.placed`): if the layout gives its place
/// another frame, `rewalking` is evaluated again.
struct AnchorRead {
    weak var link: SecondaryLink?
    let rect: CGRect
    weak var rewalking: ViewNode?
}

/// What a view's content set, in tree order.
indirect enum PreferenceItem {
    /// What a node's content set (its `ViewNode.preferences`, read when resolved).
    case node(WeakNode)
    /// `preference(key:value:)`: `value` for the key (the content's values for it are replaced),
    /// the content's values for other keys.
    case value(key: ObjectIdentifier, value: Any, content: [PreferenceItem])
    /// `transformPreference`: the content's value for the key (its `defaultValue` when the
    /// content sets none) passed through `transform`, a `(inout K.Value) -> Void`.
    case transform(key: ObjectIdentifier, transform: Any, content: [PreferenceItem])
}

/// What a node's latest content walk collected.
struct CollectedPreferences {
    var items: [PreferenceItem] = []
    /// The stamps of the walk's start and end (`PreferenceBookkeeping.stamp`).
    var walkStart = 0
    var walkEnd = 0
}

/// A view that reads a preference of its content: it is walked with its owner, and checked after
/// each update (`ViewRuntime.notePreferenceChanges`, `addingStalePreferenceReaders`).
class PreferenceReader {
    /// The node whose content holds the reader, and the nearest node that can be evaluated again
    /// on its own around it.
    weak var owner: ViewNode?
    weak var rewalking: ViewNode?
    /// What the reader's content set at its latest walk, and the stamp when it was read.
    var items: [PreferenceItem] = []
    var stamp = 0

    /// Whether the reader was walked in its owner's latest content walk (one no longer walked,
    /// its branch gone, reads nothing).
    var isLive: Bool {
        guard let owner, owner.isAlive else { return false }
        return stamp >= owner.preferences.walkStart
    }

    /// Whether the reader must be evaluated again to see its content's values: a node of the
    /// content was walked on its own since it read them (`overlayPreferenceValue`).
    var needsRewalk: Bool { false }

    /// The action to run after the update, if its value changed (`onPreferenceChange`).
    func changeAction() -> (() -> Void)? { nil }
}
