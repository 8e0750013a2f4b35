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

// Apple's three-phase like button ("Controlling the timing and movements of your animations"),
// unchanged but for the import; `EmojiView` is the sample project's view.
struct EmojiView: View {
    var emoji: String

    var body: some View {
        Text(emoji)
            .font(.system(size: 144))
    }
}

private enum AnimationPhase: CaseIterable {
    case initial
    case move
    case scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move, .scale: 1.5
        }
    }
}

struct ThreePhaseAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        EmojiView(emoji: emoji)
            .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                content
                    .scaleEffect(phase.scaleEffect)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .move: .easeInOut(duration: 0.3)
                case .scale: .spring(duration: 0.3, bounce: 0.7)
                }
            }
            .onTapGesture {
                likeCount += 1
            }
    }
}

// A ringing bell with a repeating keyframe animator.
private struct BellValues {
    var angle = Angle.zero
    var scale = 1.0
}

struct RingingBell: View {
    var body: some View {
        Image(systemName: "bell.fill")
            .font(.largeTitle)
            .foregroundStyle(.yellow)
            .keyframeAnimator(initialValue: BellValues(), repeating: true) { content, value in
                content
                    .rotationEffect(value.angle, anchor: .top)
                    .scaleEffect(value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(20), duration: 0.1)
                    CubicKeyframe(.degrees(-20), duration: 0.2)
                    CubicKeyframe(.degrees(12), duration: 0.2)
                    CubicKeyframe(.degrees(-6), duration: 0.15)
                    CubicKeyframe(.zero, duration: 0.15)
                }
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.2, duration: 0.2, spring: .snappy)
                    SpringKeyframe(1.0, duration: 0.4, spring: .snappy)
                }
            }
    }
}
