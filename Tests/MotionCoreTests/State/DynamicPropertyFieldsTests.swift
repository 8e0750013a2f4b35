import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The runtime connects a view's dynamic properties from its type's fields, found once per type
/// (`DynamicPropertyFields`): a `@State` directly in the view, one inside a structure of dynamic
/// properties of yours (`counter.count`), and one in a view whose other fields may hold values
/// of other types than declared (an `Any`, an optional, a class), which is read with `Mirror`.
@Suite struct DynamicPropertyFieldsTests {
    struct Counter: DynamicProperty {
        @State var count = 0
    }

    struct NestedCounter: View {
        var counter = Counter()
        var body: some View {
            Button("Add") { counter.count += 1 }
                .opacity(Double(counter.count + 1) / 4)
        }
    }

    final class Model {}

    struct MixedFields: View {
        let anything: Any = 1
        let maybe: Int? = nil
        let model = Model()
        @State private var count = 0
        var body: some View {
            Button("Add") { count += 1 }
                .opacity(Double(count + 1) / 4)
        }
    }

    @Test func aStateInsideAStructureOfDynamicPropertiesIsConnected() throws {
        let harness = RuntimeHarness(NestedCounter())
        try harness.run(to: 3, taps: [2: ["Add"]])
        #expect(harness.values("NestedCounter/Button", "opacity") == [[0.25], [0.25], [0.5], [0.5]])
        #expect(harness.events("state").compactMap(\.property) == ["counter.count"])
    }

    @Test func aViewWithFieldsOfOtherTypesThanDeclaredIsReadWithMirror() throws {
        guard case .mirror = DynamicPropertyFields.plan(for: MixedFields()) else {
            Issue.record("a view with an `Any`, an optional and a class field is not read at offsets")
            return
        }
        let harness = RuntimeHarness(MixedFields())
        try harness.run(to: 3, taps: [2: ["Add"]])
        #expect(harness.values("MixedFields/Button", "opacity") == [[0.25], [0.25], [0.5], [0.5]])
        #expect(harness.events("state").compactMap(\.property) == ["count"])
    }

    @Test func aPlanListsOnlyTheDynamicPropertiesInDeclarationOrder() {
        guard case .fields(let fields) = DynamicPropertyFields.plan(for: NestedCounter()) else {
            Issue.record("a view of structures is read at offsets")
            return
        }
        #expect(fields.map(\.label) == ["counter"])
        #expect(fields.first?.installable == nil && fields.first?.nested != nil)
        guard case .fields(let inner) = DynamicPropertyFields.plan(for: Counter()) else {
            Issue.record("a structure of dynamic properties is read at offsets")
            return
        }
        #expect(inner.map(\.label) == ["_count"] && inner.first?.installable != nil)
    }
}
