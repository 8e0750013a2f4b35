/// A numeric literal of a `swift run` snippet that a reader may change on the page (the fence
/// key `param=`, docs/AUTHORING.md, "Parameter explorers"): its name (the argument label or
/// variable name written right before the literal), its grid of values and where the literal
/// stands in the snippet's source. The code keeps the literal as written, so the snippet stays
/// the same valid SwiftUI; the snippet runner turns the literal into a read of the scenario's
/// `parameters` member for the compiled program only.
public struct SnippetParameter: Hashable, Sendable {
    /// The label or variable name before the literal (`bounce`, `response`), also the
    /// parameter's key in a scenario's `parameters`.
    public var name: String
    /// The literal as written (`0.3`, `-2`), its value the parameter's default.
    public var literal: String
    /// The literal's offset in the snippet's source, in Unicode scalars, and its length.
    public var offset: Int
    public var length: Int
    /// The 1-based line of the literal in the snippet's source (not the lesson).
    public var line: Int
    /// The grid's first value, its last, and the distance between neighbours (all in the
    /// literal's own unit: whatever the argument means).
    public var lower: Double
    public var upper: Double
    public var step: Double
    /// Decimal places of the grid's values as the author wrote them (the most of the literal,
    /// the bounds and the step): how the page writes a value into the code.
    public var decimals: Int

    public init(
        name: String, literal: String, offset: Int, length: Int, line: Int, lower: Double, upper: Double, step: Double, decimals: Int
    ) {
        self.name = name
        self.literal = literal
        self.offset = offset
        self.length = length
        self.line = line
        self.lower = lower
        self.upper = upper
        self.step = step
        self.decimals = decimals
    }

    /// The literal's value: the default the page starts at.
    public var defaultValue: Double { ParameterGrid.decimalValue(literal) ?? lower }

    /// Every value of the grid, from ``lower`` to ``upper`` in ``step``s, each the double
    /// nearest the decimal the author means (computed on whole multiples of 10^-decimals, so
    /// 0.1 + 0.2 is 0.3 and not 0.30000000000000004).
    public var values: [Double] {
        let scale = ParameterGrid.powerOfTen(decimals)
        let first = (lower * scale).rounded(), last = (upper * scale).rounded(), stride = (step * scale).rounded()
        guard stride > 0, last >= first else { return [] }
        let count = Int(((last - first) / stride).rounded()) + 1
        return (0..<count).map { (first + Double($0) * stride) / scale }
    }
}
