import Testing
@_spi(Runtime) @testable import MotionCore

/// iOS 18's zoom navigation transition compiles and is recorded (navigation is not simulated).
@Suite struct NavigationTransitionTests {
    struct Covers: View {
        @Namespace private var zoom

        var body: some View {
            NavigationStack {
                NavigationLink {
                    Text("Detail").navigationTransition(.zoom(sourceID: 7, in: zoom))
                } label: {
                    Rectangle().frame(width: 80, height: 80).matchedTransitionSource(id: 7, in: zoom)
                }
            }
        }
    }

    @Test func zoomTransitionsAreRecorded() throws {
        let harness = RuntimeHarness(Covers())
        try harness.run(to: 0)
        #expect(harness.node("Covers/NavigationStack/NavigationLink/Rectangle")?.styles.contains("matchedTransitionSource(id: 7)") == true)
        #expect(AnyTransitionDescription.of(.zoom(sourceID: 7, in: Namespace.ID(value: 1))) == ".zoom(sourceID: 7)")
    }
}

/// The recorded form of a navigation transition.
enum AnyTransitionDescription {
    static func of<T: NavigationTransition>(_ transition: T) -> String { transition.styleDescription }
}
