import Foundation

extension AttributedString {
    /// The distance between the baselines of a paragraph's lines [A `AttributedString.LineHeight`]
    /// (Foundation's Core Text extension, absent on Linux): how it is given; MotionCore's text
    /// layout does not use it (its lines are the font's height).
    public struct LineHeight: Hashable, Sendable {
        enum Rule: Hashable, Sendable {
            case named(String), multiple(CGFloat), leading(CGFloat), exact(CGFloat)
        }
        let rule: Rule

        /// Each line as tall as its own fonts need [A].
        public static let variable = LineHeight(rule: .named("variable"))
        /// The fonts' usual line height [A].
        public static let normal = LineHeight(rule: .named("normal"))
        /// Tighter than normal [A].
        public static let tight = LineHeight(rule: .named("tight"))
        /// Looser than normal [A].
        public static let loose = LineHeight(rule: .named("loose"))
        /// `factor` times the fonts' line height [A].
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor)) }
        /// The largest point size plus `increase` points [A].
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .leading(increase)) }
        /// Exactly `points` points [A].
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }

        /// How the trace names it: `.normal`, `.multiple(factor: 1.5)` …
        var traceDescription: String {
            switch rule {
            case .named(let name): ".\(name)"
            case .multiple(let factor): ".multiple(factor: \(describe(Double(factor))))"
            case .leading(let increase): ".leading(increase: \(describe(Double(increase))))"
            case .exact(let points): ".exact(points: \(describe(Double(points))))"
            }
        }
    }
}

extension View {
    /// The line height of the text below [A `lineHeight(_:)`] (nil: each context's own);
    /// recorded, as `lineSpacing(_:)` is.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        styled("lineHeight(\(lineHeight?.traceDescription ?? "nil"))")
    }
}
