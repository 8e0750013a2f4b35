import Foundation
import Testing
import MotionTrace

/// A view that changes its state in every update is stopped with a warning, animated or not.
@Suite struct UpdateLoopTests {
    struct Loop: View {
        let animated: Bool
        @State private var width: Double = 0

        var body: some View {
            Rectangle()
                .frame(width: 10 + width, height: 10)
                .onChange(of: width) { _, new in
                    if animated {
                        withAnimation(.linear(duration: 0.2)) { width = new + 1 }
                    } else {
                        width = new + 1
                    }
                }
                .onAppear { width = 1 }
        }
    }

    @Test(arguments: [false, true]) func anEndlessUpdateStopsWithAWarning(animated: Bool) throws {
        let trace = try traceOf(Loop(animated: animated), duration: 0.05)
        #expect(trace.events("warning").compactMap(\.detail).first?.hasPrefix("more than 100 state updates in one event") == true)
    }
}
