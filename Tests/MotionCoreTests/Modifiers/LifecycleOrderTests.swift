import Testing
@_spi(Runtime) @testable import MotionCore

/// The order of `onAppear` and `onDisappear` when a view's identity changes (an `if`/`else`
/// switching branches, a new `.id`), as recorded from SwiftUI: when the removed view leaves by a
/// transition (the default one included, animated or not), the new view's `onAppear` runs before
/// the old view's `onDisappear`; with `.transition(.identity)` the old one's `onDisappear` first.
@Suite struct LifecycleOrderTests {
    typealias Log = EventModifierTests.Log

    /// A text that logs its lifecycle.
    struct Logged: View {
        let name: String
        let log: Log

        var body: some View {
            Text(name)
                .onAppear { log.entries.append("appear \(name)") }
                .onDisappear { log.entries.append("disappear \(name)") }
        }
    }

    /// Branches of an `if`/`else`, without a `.transition`.
    struct DefaultBranches: View {
        let log: Log
        @State private var second = false

        var body: some View {
            VStack {
                if second { Logged(name: "B", log: log) } else { Logged(name: "A", log: log) }
                Button("Swap") { second.toggle() }
                Button("Animate") { withAnimation(.linear(duration: 0.1)) { second.toggle() } }
            }
        }
    }

    /// Branches of an `if`/`else`, each with `transition`.
    struct Branches: View {
        let log: Log
        let transition: AnyTransition
        @State private var second = false

        var body: some View {
            VStack {
                if second {
                    Logged(name: "B", log: log).transition(transition)
                } else {
                    Logged(name: "A", log: log).transition(transition)
                }
                Button("Swap") { second.toggle() }
            }
        }
    }

    /// A view with `.id`: without a transition, with one outside the `.id`, with one inside.
    struct Identified: View {
        enum Kind { case plain, outside(AnyTransition), inside(AnyTransition) }
        let log: Log
        let kind: Kind
        @State private var page = 0

        var body: some View {
            VStack {
                switch kind {
                case .plain: Logged(name: "\(page)", log: log).id(page)
                case .outside(let transition): Logged(name: "\(page)", log: log).id(page).transition(transition)
                case .inside(let transition): Logged(name: "\(page)", log: log).transition(transition).id(page)
                }
                Button("Next") { page += 1 }
            }
        }
    }

    /// The log after tapping `target` once at frame 1, and the events' order.
    func swap<V: View>(_ view: V, _ log: Log, tapping target: String = "Swap", frames: Int = 2) throws -> [String] {
        let harness = RuntimeHarness(view)
        try harness.run(to: frames, taps: [1: [target]])
        let lifecycle = harness.events.filter { $0.kind.rawValue == "appear" || $0.kind.rawValue == "disappear" }.dropFirst()
        let logged = log.entries.dropFirst().map { $0.hasPrefix("appear") ? "appear" : "disappear" }
        #expect(lifecycle.map(\.kind.rawValue) == logged, "the events follow the calls")
        return log.entries
    }

    @Test func aNewBranchAppearsBeforeTheOldOneDisappears() throws {
        let log = Log()
        #expect(try swap(DefaultBranches(log: log), log) == ["appear A", "appear B", "disappear A"])
        for transition in [AnyTransition.opacity, .slide, .asymmetric(insertion: .identity, removal: .scale)] {
            let log = Log()
            #expect(try swap(Branches(log: log, transition: transition), log) == ["appear A", "appear B", "disappear A"], "\(transition)")
        }
    }

    @Test func anAnimatedRemovalDisappearsAfterItsAnimation() throws {
        let log = Log()
        #expect(try swap(DefaultBranches(log: log), log, tapping: "Animate", frames: 4) == ["appear A", "appear B"])
        let later = Log()
        #expect(try swap(DefaultBranches(log: later), later, tapping: "Animate", frames: 12) == ["appear A", "appear B", "disappear A"])
    }

    @Test func anIdentityRemovalDisappearsFirst() throws {
        for transition in [AnyTransition.identity, .asymmetric(insertion: .slide, removal: .identity), AnyTransition(IdentityTransition())] {
            let log = Log()
            #expect(try swap(Branches(log: log, transition: transition), log) == ["appear A", "disappear A", "appear B"], "\(transition)")
        }
    }

    @Test func aNewIdAppearsBeforeTheOldOneDisappears() throws {
        for kind in [Identified.Kind.plain, .outside(.slide), .inside(.opacity), .outside(.push(from: .bottom))] {
            let log = Log()
            #expect(try swap(Identified(log: log, kind: kind), log, tapping: "Next") == ["appear 0", "appear 1", "disappear 0"], "\(kind)")
        }
        for kind in [Identified.Kind.outside(.identity), .inside(.identity)] {
            let log = Log()
            #expect(try swap(Identified(log: log, kind: kind), log, tapping: "Next") == ["appear 0", "disappear 0", "appear 1"], "\(kind)")
        }
    }
}
