import Foundation
import MotionAnimation

/// A view in the runtime's tree, kept across updates for as long as the view keeps its
/// structural identity: it owns the view's state, its properties and the nodes of its content.
///
/// Visible nodes (primitives, stacks, your own views) appear in trace paths; transparent ones
/// (a `ViewModifier`'s application, a phase or keyframe animator) hold state but pass their
/// position, and the modifiers applied to them, on to their content.
final class ViewNode {
    /// Whether the node has a component in trace paths.
    let isVisible: Bool
    /// The view type, to notice a different view at the same place.
    let viewType: ObjectIdentifier
    /// The readable name (`Text("Hi")`, `Image(star.fill)`, `Circle`).
    let name: String
    /// The node's path: its visible ancestors' components and its own (`Root/VStack/Text[1]`);
    /// a transparent node has its visible ancestor's path. Allocated on first use, which the
    /// runtime makes after the walk that created the node (so a view replacing another in the
    /// same walk can take the component the other one frees).
    var path: String {
        if let allocatedPath { return allocatedPath }
        let path: String
        if isVisible, let anchor {
            let component = anchor.allocateComponent(typeName)
            self.component = component
            path = anchor.path.isEmpty ? component : anchor.path + "/" + component
        } else {
            path = anchor?.path ?? ""
        }
        allocatedPath = path
        return path
    }
    private var allocatedPath: String?
    /// The type name the component is made from.
    private let typeName: String
    /// The last path component for a visible node, registered with `anchor`.
    private var component: String?
    /// The nearest visible ancestor (or the host), which allocates path components.
    private weak var anchor: ViewNode?
    /// The node that owns this one.
    private(set) weak var parent: ViewNode?

    /// Children by key, and in the order the last walk met them.
    private(set) var children: [StructuralKey: ViewNode] = [:]
    private(set) var childOrder: [ViewNode] = []
    /// The order before the walk in progress (to keep views being removed in their place).
    private(set) var previousOrder: [ViewNode] = []
    /// The walk of this node's content in progress (to notice children not met again).
    private var generation = 0
    private var seenGeneration = 0
    /// Path components used by live visible descendants (visible nodes and the host).
    private var usedComponents: Set<String> = []
    /// Whether the node is still in the tree.
    private(set) var isAlive = true

    /// Animatable properties, by name, and in the order they were first set.
    private(set) var properties: [String: AnyTracedProperty] = [:]
    private(set) var propertyOrder: [AnyTracedProperty] = []
    /// What the layout pass needs: the node's kind, its layout modifiers, its transaction.
    var layout = NodeLayout()
    /// The node's frame in root coordinates (property `geometry`), animated with the transaction
    /// of the update that changed it; `nil` before the first layout.
    var geometry: TracedProperty<TracedRect>?
    /// The frame the latest layout pass gave the node (before its update commits `geometry`).
    var laidOutRect: CGRect?
    /// How far that frame may extend into the safe areas around it (`GeometryProxy.safeAreaInsets`).
    var laidOutSafeAreaInsets = EdgeInsets()
    /// How far the node's style background reaches past that frame into the safe areas; nil
    /// when it does not.
    var laidOutBackgroundOutsets: EdgeInsets?
    /// The node's size with its layout modifiers (padding, frames …) at the last layout: what
    /// `.move`, `.slide` and `.push` move it by.
    var outerSize: CGSize?
    /// For a `ScrollView`: how far its content is scrolled, points (0, 0 at the content's start;
    /// kept within the scrollable range at each layout). Only scripted scrolls change it.
    var scrollOffset = CGPoint.zero
    /// For a `ScrollView`: its content's size at the last layout, points.
    var scrollContentSize: CGSize?
    /// For a `ScrollView`: how far its frame reaches into the safe areas around it at the last
    /// layout, points; its content is inset by as much (`LayoutPass`, "Layout").
    var scrollContentInsets = EdgeInsets()
    /// Whether the node has been removed and stays only for its removal transition.
    var isRemoving = false
    /// The walk that started the node's removal.
    var removalWalk = 0
    /// For a secondary view (`background`, `overlay`): its link to the view it decorates.
    var secondaryLink: SecondaryLink?
    /// The views removed together with this one (one transition's roots): they leave together.
    var removalGroup = 0
    /// The transitions that have the node among their roots (an `if` branch's, and one of a
    /// `background { if … }` inside it); the ones that no longer do are skipped where used.
    var transitions: [TransitionBox] = []
    /// The matched-geometry ids on the node.
    var matched: [MatchedGeometryLink] = []
    /// The walk that created the node.
    var createdInWalk = 0
    /// Styling modifiers, as written (`font(.title)`).
    private(set) var styles: [String] = []
    /// How the node is drawn in the trace's scene.
    var scene = SceneTraits()

    /// State storage of the view's dynamic properties, by property label.
    var slots: [String: AnyObject] = [:]
    /// Stored values of stateful modifiers in this node's content, by their key.
    var modifierState: [StructuralKey: Any] = [:]
    /// What the node's content set for preference keys at its latest walk (`Preferences/`).
    var preferences = CollectedPreferences()

    /// The actions attached to the node by the last walk.
    var appearActions: [() -> Void] = []
    var disappearActions: [() -> Void] = []
    var tapActions: [TapAction] = []
    /// `isEnabled` of the environment the node was last walked in (`disabled(_:)` sets it false).
    var isEnabled = true
    /// The value `.tag(_:)` gave the view (a `Picker` option's), from the last walk.
    var tagValue: AnyHashable?
    /// The taps in a row on this node so far: the time of the last one and how many.
    var tapSequence: (time: Double, count: Int)?
    var gestures: [GestureAttachment] = []
    var tasks: [TaskAttachment] = []
    /// A scroll view's phase (kept across walks) and the `onScrollPhaseChange` actions the last
    /// walk attached to it.
    var scrollPhase = ScrollPhase.idle
    var scrollPhaseActions: [(ScrollPhase, ScrollPhase) -> Void] = []
    /// Where the scroll view settles when a scroll ends (`scrollTargetBehavior`), from the last walk.
    var scrollTargetBehavior: (any ScrollTargetBehavior)?
    /// The places of the `.id`s written around the view (outermost last), whose lifecycle
    /// modifiers appear and disappear with them; set by the walks that show the view, kept
    /// through the walks of its removal.
    var identityPlaces: [IdentityPlace] = []
    /// Tasks started for this node, by index.
    var runningTasks: [Int: (id: AnyHashable?, task: Task<Void, Never>)] = [:]

    /// Cancels the tasks started for this node.
    func cancelTasks() {
        for (_, running) in runningTasks { running.task.cancel() }
        runningTasks = [:]
    }
    /// Texts a tap target can name: a `Text`'s string, an image's symbol, a button's title.
    var labels: [String] = []

    /// Re-evaluates the node's content with a transaction (composites, modifiers, animators).
    var rewalk: ((Transaction) -> Void)?
    /// Whether the node has to be re-evaluated every frame (a running keyframe animator, an
    /// animating custom `Animatable` view).
    var isFrameDriven = false
    /// Whether a frame-driven node has anything new this frame (`nil`: always). A node with
    /// nothing new is not re-evaluated; the frame-driven nodes inside it are (timeline views
    /// between their entries).
    var frameUpdateIsDue: (() -> Bool)?
    /// A phase or keyframe animator's state.
    var animatorState: AnyObject?

    init(visible: Bool, viewType: ObjectIdentifier, name: String, typeName: String, parent: ViewNode?) {
        self.isVisible = visible
        self.viewType = viewType
        self.name = name
        self.parent = parent
        // The host (no parent) allocates the root's component.
        self.anchor = parent.map { $0.isVisible || $0.parent == nil ? $0 : $0.anchor } ?? nil
        self.typeName = typeName
    }

    /// The smallest free `Name`, `Name[1]`, `Name[2]` … among live visible descendants.
    private func allocateComponent(_ typeName: String) -> String {
        var index = 0
        var candidate = typeName
        while usedComponents.contains(candidate) {
            index += 1
            candidate = "\(typeName)[\(index)]"
        }
        usedComponents.insert(candidate)
        return candidate
    }

    // MARK: Children

    /// Starts a walk of this node's content.
    func beginContent() {
        generation += 1
        previousOrder = childOrder
        childOrder = []
    }

    /// The child at `key`, if it is of `viewType` and not already met in this walk.
    func existingChild(at key: StructuralKey, viewType: ObjectIdentifier) -> ViewNode? {
        guard let child = children[key], child.viewType == viewType, child.seenGeneration != generation
        else { return nil }
        return child
    }

    /// Whether a child at `key` was already met in this walk (a duplicate `ForEach` id).
    func hasSeenChild(at key: StructuralKey) -> Bool {
        children[key]?.seenGeneration == generation
    }

    /// Records `child` as met at `key` in this walk; returns the node it replaced, if any.
    @discardableResult
    func adopt(_ child: ViewNode, at key: StructuralKey) -> ViewNode? {
        let replaced = children[key].flatMap { $0 === child ? nil : $0 }
        children[key] = child
        child.seenGeneration = generation
        childOrder.append(child)
        return replaced
    }

    /// Ends a walk of this node's content: removes and returns the children not met, in their
    /// previous order.
    func endContent() -> [(StructuralKey, ViewNode)] {
        var removed: [(StructuralKey, ViewNode)] = []
        for (key, child) in children where child.seenGeneration != generation {
            children[key] = nil
            removed.append((key, child))
        }
        let order = Dictionary(uniqueKeysWithValues: previousOrder.enumerated().map { (ObjectIdentifier($1), $0) })
        return removed.sorted { (order[ObjectIdentifier($0.1)] ?? 0) < (order[ObjectIdentifier($1.1)] ?? 0) }
    }

    /// Puts `child` back at `key` without marking it met (a walk of it will adopt it).
    func reinsert(_ child: ViewNode, at key: StructuralKey) {
        children[key] = child
        child.seenGeneration = generation - 1
        childOrder.removeAll { $0 === child }
    }

    /// Keeps a child being removed at `key`, met in this walk, in its place among its siblings:
    /// after the nearest sibling that came before it in `previousOrder`.
    func keep(_ child: ViewNode, at key: StructuralKey, previousOrder: [ViewNode]) {
        children[key] = child
        child.seenGeneration = generation
        childOrder.removeAll { $0 === child }
        var position = 0
        if let index = previousOrder.firstIndex(where: { $0 === child }) {
            for earlier in previousOrder[..<index].reversed() {
                if let found = childOrder.firstIndex(where: { $0 === earlier }) {
                    position = found + 1
                    break
                }
            }
        }
        childOrder.insert(child, at: position)
    }

    /// Takes `child` out of the tree's order and keys (the end of its removal).
    func removeChild(_ child: ViewNode) {
        childOrder.removeAll { $0 === child }
        for (key, value) in children where value === child { children[key] = nil }
    }

    /// Marks this node and its subtree as gone, freeing their path components; returns the
    /// subtree in tree order (parents first).
    func detach() -> [ViewNode] {
        var nodes: [ViewNode] = [self]
        isAlive = false
        if let component { anchor?.usedComponents.remove(component) }
        for child in childOrder { nodes += child.detach() }
        return nodes
    }

    /// This node and its subtree, in tree order.
    var subtree: [ViewNode] {
        var nodes: [ViewNode] = []
        forEachInTree { nodes.append($0) }
        return nodes
    }

    /// Calls `body` on this node and its subtree, in tree order (parents first), without
    /// building an array.
    func forEachInTree(_ body: (ViewNode) -> Void) {
        body(self)
        for child in childOrder { child.forEachInTree(body) }
    }

    /// The first visible node in this subtree (the node itself when visible).
    var firstVisible: ViewNode? {
        if isVisible { return self }
        for child in childOrder {
            if let found = child.firstVisible { return found }
        }
        return nil
    }

    /// The node a trace names for this node's properties and events: itself when visible, else
    /// the first visible node of its content, else its visible ancestor.
    var reportingNode: ViewNode? {
        firstVisible ?? anchor
    }

    // MARK: Properties and attachments

    /// Adds a property under `name`.
    func addProperty(_ property: AnyTracedProperty, as name: String) {
        properties[name] = property
        propertyOrder.append(property)
    }

    /// Clears the attachments of the previous walk before the new ones land.
    func clearAttachments() {
        layout.modifiers = []
        layout.hints = ContainerHints()
        layout.isGeometryGroup = false
        matched = []
        appearActions = []
        disappearActions = []
        tapActions = []
        tagValue = nil
        gestures = []
        tasks = []
        scrollPhaseActions = []
        scrollTargetBehavior = nil
        scene.clearModifierTraits()
    }

    /// Sets what the node draws (its primitive's part of ``scene``), keeping what modifiers set.
    func setDrawing(_ drawing: SceneTraits) {
        var traits = drawing
        traits.takeModifierTraits(from: scene)
        scene = traits
    }

    /// Records a styling modifier (once per description).
    func addStyle(_ description: String) {
        if !styles.contains(description) { styles.append(description) }
    }
}
