import Foundation
import MotionAnimation

/// Draws a text's layout your way, line by line, run by run, glyph by glyph [A] (iOS 18).
/// MotionCore never draws, so `draw(layout:in:)` is not called; a renderer's `animatableData`
/// is traced as the property named after its type (`textRenderer(_:)`), and animates like any.
public protocol TextRenderer: Animatable {
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    /// The size of the text [A]; MotionCore's layout measures the text itself.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Room around the text the renderer may draw in [A].
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text as a renderer sees it when sizing [A].
public struct TextProxy {
    let string: String
    let size: CGFloat

    /// The text's size for a proposal, by MotionCore's text metrics.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        TextMetrics.size(of: string, size: size, proposal: proposal)
    }
}

extension Text {
    /// A laid-out text: its lines [A]. MotionCore builds none (nothing is drawn); the types exist
    /// so that renderers compile.
    public struct Layout: RandomAccessCollection {
        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Line { lines[index] }
        let lines: [Line]
        /// Whether the text was cut short to fit [A].
        public var isTruncated = false

        /// A line of text [A].
        public struct Line: RandomAccessCollection {
            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Run { runs[index] }
            let runs: [Run]
            public var origin: CGPoint
            public var typographicBounds: TypographicBounds
        }

        /// A run of glyphs with the same attributes [A].
        public struct Run: RandomAccessCollection {
            public var startIndex: Int { slices.startIndex }
            public var endIndex: Int { slices.endIndex }
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            let slices: [TypographicBounds]
            public var typographicBounds: TypographicBounds
            /// The index in the text of each glyph's character [A].
            public var characterIndices: [CharacterIndex] = []
            /// The run's value of attribute `key`, nil when it has none [A].
            public subscript<T: TextAttribute>(key: T.Type) -> T? { attributes.lazy.compactMap { $0 as? T }.first }
            /// The `customAttribute` values the run carries.
            var attributes: [any TextAttribute] = []
        }

        /// Some of a run's glyphs, down to one [A].
        public struct RunSlice {
            /// The run the glyphs are from [A].
            public var run: Run
            /// The glyphs' positions in the run.
            public var indices: Range<Int>

            /// The glyphs at `indices` of `run` [A].
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The bounds of the glyphs together [A].
            public var typographicBounds: TypographicBounds {
                let bounds = run.slices[indices]
                guard var union = bounds.first else { return TypographicBounds() }
                union.width = bounds.reduce(0) { $0 + $1.width }
                union.ascent = bounds.map(\.ascent).max() ?? 0
                union.descent = bounds.map(\.descent).max() ?? 0
                return union
            }

            /// The index in the text of each glyph's character [A].
            public var characterIndices: [CharacterIndex] { Array(run.characterIndices[indices].prefix(indices.count)) }

            /// The run's value of attribute `key` [A].
            public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
        }

        /// A character's position in the text [A].
        public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
            let offset: Int
            public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.offset < rhs.offset }
            public func distance(to other: CharacterIndex) -> Int { other.offset - offset }
            public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(offset: offset + n) }
        }

        /// The bounds of typeset text [A].
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint = .zero
            public var width: CGFloat = 0
            public var ascent: CGFloat = 0
            public var descent: CGFloat = 0
            public var leading: CGFloat = 0

            /// Empty bounds at the origin [A].
            public init() {}
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }
    }
}

extension View {
    /// Draws the texts below with `renderer` [A]: its `animatableData` is the traced property
    /// named after its type (nothing is drawn).
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(AttachingModifier { transaction in
            guard T.AnimatableData.self != EmptyAnimatableData.self else { return .style("textRenderer(\(T.self))") }
            return .property(Traced(name: "\(T.self)", value: TracedData(animatableData: renderer.animatableData)), transaction)
        })
    }
}
