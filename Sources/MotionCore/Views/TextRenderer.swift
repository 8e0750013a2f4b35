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
            public subscript(index: Int) -> RunSlice { slices[index] }
            let slices: [RunSlice]
            public var typographicBounds: TypographicBounds
        }

        /// Part of a run, down to one glyph [A].
        public struct RunSlice {
            public var typographicBounds: TypographicBounds
        }

        /// The bounds of typeset text [A].
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat
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
