import Foundation
import TraceFormat

/// A press on the preview page's stage, as the page sends it: where the pointer went (scene
/// points, the root's top left at 0, 0) and when (seconds since it went down), from down to
/// up. It becomes a tap when it barely moved, else a drag simplified to what the drag syntax
/// holds: the straight line from where it went down to where it came up, at a constant speed,
/// over the time it was down (its curves and changes of speed are dropped).
struct PointerPath: Equatable, Sendable {
    struct Sample: Equatable, Sendable {
        var x: Double
        var y: Double
        /// Seconds since the pointer went down.
        var t: Double
    }

    var samples: [Sample]

    /// The most samples a path may have (a minute at 60 per second is far more than a drag).
    static let maximumSamples = 4096
    /// A press that moves less than this many points in all is a tap.
    static let tapSlop = 4.0

    /// Reads `x,y,t;x,y,t;…` (plain decimals, `-` allowed for x and y, t at least 0 and never
    /// going back); nil when malformed, empty or longer than ``maximumSamples``.
    init?(text: String) {
        var samples: [Sample] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let numbers = part.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard numbers.count == 3, let x = ScenarioSyntax.decimal(numbers[0], allowSign: true),
                let y = ScenarioSyntax.decimal(numbers[1], allowSign: true), let t = ScenarioSyntax.decimal(numbers[2]),
                t >= (samples.last?.t ?? 0)
            else { return nil }
            samples.append(Sample(x: x, y: y, t: t))
            if samples.count > Self.maximumSamples { return nil }
        }
        guard !samples.isEmpty else { return nil }
        self.samples = samples
    }

    init(samples: [Sample]) {
        self.samples = samples
    }

    /// Points from the first sample to the last.
    var translation: CGSize {
        guard let first = samples.first, let last = samples.last else { return .zero }
        return CGSize(width: last.x - first.x, height: last.y - first.y)
    }

    /// True when the pointer went less than ``tapSlop`` points from where it went down.
    var isTap: Bool {
        guard let first = samples.first else { return true }
        return samples.allSatisfy { hypot($0.x - first.x, $0.y - first.y) < Self.tapSlop }
    }

    /// The drag of `target` starting at `time` (seconds on the replay's clock): the whole
    /// points from down to up and the seconds between them, at least one frame at `fps`,
    /// each rounded as the drag syntax writes it (``ScenarioSyntax/rounded(_:)``).
    func drag(target: String, at time: Double, fps: Int) -> TraceScenario.Drag {
        let held = (samples.last?.t ?? 0) - (samples.first?.t ?? 0)
        let frame = 1 / Double(max(1, fps))
        return TraceScenario.Drag(
            target: target, time: ScenarioSyntax.rounded(max(0, time)), dx: translation.width.rounded(), dy: translation.height.rounded(),
            duration: ScenarioSyntax.rounded(max(held, frame)))
    }
}
