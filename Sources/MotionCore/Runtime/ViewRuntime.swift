import Foundation
import MotionAnimation
import TraceFormat

/// The headless view runtime (docs/ARCHITECTURE.md, "MotionCore"): mounts a view, keeps state by identity,
/// re-evaluates bodies on state changes inside transactions, drives one `PropertyAnimator` per
/// animatable property, fires completions, and advances a virtual display clock frame by frame.
///
/// MotionTrace drives it; snippets never see it (SPI). One frame is
/// `beginFrame(k)` (time-driven events), any taps (`tap(_:)`), then `finishFrame()` (animators,
/// sampling, completions). Frame k is at t = k / fps, one division (SEMANTICS.md, "Decisions": clock).
/// Nothing reads wall-clock time, and all user code runs on the thread that drives the runtime.
@_spi(Runtime)
public final class ViewRuntime {
    /// Frames per second of the virtual display.
    public let fps: Int
    /// The current frame and its time in seconds.
    public private(set) var frame = 0
    public private(set) var time = 0.0
    /// The environment at the root (the harness sets `accessibilityReduceMotion`).
    public var environment: EnvironmentValues
    /// The size of the root in points (an iPhone 16's 393 × 852 by default).
    public var rootSize = CGSize(width: 393, height: 852)
    /// The part of the root its device's bars cover, points: the root view is proposed the
    /// rest and centred in it (none by default; the harness sets the scenario's device's).
    public var safeArea = EdgeInsets()
    /// The root's size less its safe area, points: what the root view is proposed.
    var safeRootSize: CGSize {
        CGSize(
            width: max(0, rootSize.width - safeArea.leading - safeArea.trailing),
            height: max(0, rootSize.height - safeArea.top - safeArea.bottom))
    }
    /// What UIKit reports of the screen and device (an iPhone 16 by default; the harness sets
    /// the scenario's device's).
    public var screen = ScreenTraits.standard

    /// The root view.
    let rootView: any View
    /// The node above the root: transparent, path "".
    let host: ViewNode

    // MARK: State, in parts owned by the extensions that use them

    /// The update queue (`Updates/`).
    var queue = UpdateQueue()
    /// Completion listeners not yet fired (`Updates/`).
    var completions = CompletionBookkeeping()
    /// Walks: in progress, counted, their inserted and removed nodes (`Walk/`).
    var walks = WalkBookkeeping()
    /// Transitions in flight (`Transitions/`).
    var transitions = TransitionBookkeeping()
    /// Layout passes and the frames they queue (`Layout/`).
    var layouts = LayoutBookkeeping()
    /// Matched geometry and `@Namespace` ids (`Layout/`).
    var matchedGeometry = MatchedGeometryBookkeeping()
    /// The touch being delivered (`Touch/`).
    var touches = TouchState()
    /// Preferences collected by walks and the views that read them (`Preferences/`).
    var preferences = PreferenceBookkeeping()
    /// `asyncAfter` work and virtual sleeps (`Time/`).
    var timers = VirtualTimers()
    /// Runs `.task` bodies synchronously on this thread (`Time/`).
    let executor = VirtualExecutor()

    /// What a frame samples, kept from one walk to the next (`Sampling/`).
    var samplePlan = SamplePlan()

    // MARK: Event log (`record`)

    /// Events recorded during the walk in progress.
    var deferredRecords: [() -> Void] = []
    /// Events not yet taken.
    var events: [Trace.Event] = []
    /// The thread that drives the runtime.
    private let thread = pthread_self()
    /// Set when snippet code used the virtual clock from another thread (a `Task { }` outside
    /// `.task`): the run cannot be deterministic.
    private let offThreadUse = OffThreadFlag()

    /// The longest chain of state changes one event may cause before the runtime gives up.
    static let maximumUpdatesPerEvent = 100
    /// The most rounds of completion callbacks run in one frame (a phase whose value does not
    /// change completes at once and starts the next in the same frame).
    static let maximumCompletionRounds = 64

    public init<Root: View>(
        root: Root, fps: Int = 60, environment: EnvironmentValues = EnvironmentValues(),
        rootSize: CGSize = CGSize(width: 393, height: 852), safeArea: EdgeInsets = EdgeInsets()
    ) {
        self.fps = fps
        self.rootSize = rootSize
        self.safeArea = safeArea
        self.environment = environment
        self.rootView = root
        host = ViewNode(visible: false, viewType: ObjectIdentifier(ViewRuntime.self), name: "", typeName: "", parent: nil)
    }

    /// The root node's path (the root view's type name).
    public var rootPath: String? { host.childOrder.first?.reportingNode?.path }

    // MARK: Context

    /// Runs `body` with this runtime as the current one (state writes, `DispatchQueue.main`,
    /// `Task.sleep` find it so).
    func inContext<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ViewRuntime.$currentReference.withValue(RuntimeReference(runtime: self), operation: body)
    }

    /// The runtime running the current code, if any.
    static var current: ViewRuntime? { currentReference?.runtime }
    @TaskLocal static var currentReference: RuntimeReference?

    /// Whether the caller runs on the runtime's thread; if not, records the misuse (reported by
    /// `unsupportedUse`) so the harness can stop.
    func checkThread(_ what: String) -> Bool {
        if pthread_equal(pthread_self(), thread) != 0 { return true }
        offThreadUse.record("\(what) was used outside the view's own tasks (for example in a `Task { }` started by an action); MotionTrace runs only `.task` bodies, `DispatchQueue.main` and animations on its virtual clock")
        return false
    }

    /// Why the run cannot go on deterministically, if snippet code used the virtual clock from
    /// another thread.
    public var unsupportedUse: String? { offThreadUse.message }

    // MARK: Driving

    /// Mounts the root view at t = 0: builds the tree, runs `onAppear` and the updates it causes.
    public func mount() {
        inContext {
            for message in AppAssets.takePendingMessages() { warn(message) }
            performWalk(transaction: Transaction()) { self.walkRoot($0) }
            flush()
            processTimeEvents()
        }
    }

    /// Starts frame `frame`: sets the clock and runs the timers, sleeps and tasks due by then.
    public func beginFrame(_ frame: Int) {
        self.frame = frame
        time = Double(frame) / Double(fps)
        if hasTimeEventsDue { inContext { processTimeEvents() } }
    }

    /// Ends the current frame: work queued by taps, the views driven every frame (keyframe
    /// animators, animating `Animatable` views), the sample of every property, then
    /// `afterSample` (a finger lifting in this frame), the removals that ended and the
    /// completion callbacks that became due (their changes start at this frame's time and show
    /// from the next frame).
    public func finishFrame(afterSample: () -> Void = {}) -> FrameSample {
        inContext {
            if hasTimeEventsDue { processTimeEvents() }
            driveFrame()
            let sample = sampleProperties()
            let walksBefore = walks.count
            afterSample()
            finishRemovals()
            fireCompletions()
            walks.walkedAfterSample = walks.count != walksBefore
            return sample
        }
    }

    /// Whether anything may still change: a running animation, a frame-driven view, a looping
    /// phase animator, a pending timer or sleep, or a change made after the last sample.
    public var hasPendingWork: Bool {
        if !timers.isEmpty || walks.walkedAfterSample || !transitions.removingNodes.isEmpty { return true }
        var pending = false
        host.forEachInTree { node in
            guard !pending else { return }
            pending = node.isFrameDriven || (node.animatorState as? PhaseAnimatorState)?.keepsRunning == true
                || node.propertyOrder.contains(where: \.isAnimating) || node.geometry?.isAnimating == true
        }
        return pending
    }

    /// A node of the tree, for inspection.
    public struct NodeInfo: Equatable, Sendable {
        /// The readable name (`Text("Hi")`).
        public let name: String
        /// The path (`Root/VStack/Text[1]`).
        public let path: String
        /// The styling modifiers recorded on it, in the order written (`font(.title)`).
        public let styles: [String]
        /// Its animatable properties, in the order written.
        public let properties: [String]
    }

    /// The live visible nodes, in tree order.
    public var nodes: [NodeInfo] {
        var result: [NodeInfo] = []
        host.forEachInTree { node in
            guard node.isVisible, node.isAlive else { return }
            result.append(NodeInfo(name: node.name, path: node.path, styles: node.styles, properties: node.propertyOrder.map(\.name)))
        }
        return result
    }

    /// A visible node as the trace's scene draws it.
    @_spi(Runtime) public struct SceneNodeInfo: Equatable, Sendable {
        /// The node's path, and its nearest visible ancestor's (nil for the root).
        public let path: String
        public let parentPath: String?
        /// What it draws, as its primitive and modifiers recorded it.
        public let traits: SceneTraits
        /// Its traced properties, in the order written.
        public let properties: [String]
        /// How far its style background reaches past its frame into the safe area at the last
        /// layout, [top, leading, bottom, trailing] points; nil when it does not.
        public var backgroundOutsets: [Double]? = nil
    }

    /// How many walks the runtime has made. The tree, what its nodes draw, their properties and
    /// their frames change only in a walk (an update, a frame-driven view, a layout pass, the
    /// end of a removal), so ``sceneNodes`` is the same while this number is.
    @_spi(Runtime) public var walkCount: Int { walks.count }

    /// The live visible nodes that have been laid out, in tree order (a parent before its
    /// children): what the scene draws this frame.
    @_spi(Runtime) public var sceneNodes: [SceneNodeInfo] {
        var result: [SceneNodeInfo] = []
        host.forEachInTree { node in
            guard node.isVisible, node.isAlive, node.geometry != nil, !node.path.isEmpty else { return }
            var ancestor = node.parent
            while let candidate = ancestor, !(candidate.isVisible && !candidate.path.isEmpty) { ancestor = candidate.parent }
            var info = SceneNodeInfo(path: node.path, parentPath: ancestor?.path, traits: node.scene, properties: node.propertyOrder.map(\.name))
            if let outsets = node.laidOutBackgroundOutsets, node.scene.backgroundIgnoresSafeAreaEdges != nil {
                info.backgroundOutsets = [outsets.top, outsets.leading, outsets.bottom, outsets.trailing].map(Double.init)
            }
            result.append(info)
        }
        return result
    }

    /// The events recorded since the last call, in order.
    public func takeEvents() -> [Trace.Event] {
        defer { events = [] }
        return events
    }

    // MARK: Recording

    /// Records an event now; one made during a walk waits for the walk's end (names and paths
    /// of new nodes are allocated then, in tree order). An animation is recorded as its
    /// description and its parameters.
    func record(_ kind: EventKind, node: ViewNode? = nil, property: String? = nil, animation: Animation? = nil, detail: String? = nil) {
        if walks.isWalking {
            let time = time
            deferredRecords.append { [unowned self] in
                let reporting = node?.reportingNode
                self.events.append(
                    Trace.Event(
                        t: time, kind: kind, node: reporting?.name, path: reporting?.path, property: property,
                        animation: animation?.description, parameters: animation?.traceParameters, detail: detail))
            }
            return
        }
        let reporting = node?.reportingNode
        events.append(
            Trace.Event(
                t: time, kind: kind, node: reporting?.name, path: reporting?.path, property: property,
                animation: animation?.description, parameters: animation?.traceParameters, detail: detail))
    }

    func warn(_ message: String, node: ViewNode? = nil) {
        record(.warning, node: node, detail: message)
    }
}

/// The current runtime, as a task-local value (`Sendable` by assertion: it is only touched on the
/// runtime's thread, which `checkThread` verifies where user code could escape it).
struct RuntimeReference: @unchecked Sendable {
    weak var runtime: ViewRuntime?
}

/// A message set at most once, from any thread.
private final class OffThreadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?

    func record(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if text == nil { text = message }
    }

    var message: String? {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}
