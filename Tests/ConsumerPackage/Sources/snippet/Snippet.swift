import SwiftUI

// A lesson snippet as a learner writes it for Xcode.
struct PulsingDot: View {
    @State private var isPulsing = false

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 40, height: 40)
            .scaleEffect(isPulsing ? 1.2 : 1.0)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                    isPulsing = true
                }
            }
            .onTapGesture {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    print("printed by the snippet: goes to stderr, not into the trace")
                }
            }
    }
}
