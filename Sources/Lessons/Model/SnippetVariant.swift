import TraceFormat

/// One point of a snippet's parameter grid: a value for each of its parameters
/// (``SnippetParameter``), which with the snippet's fence keys is a scenario of its one
/// compiled program. A page's explorer shows every point; anything that names "the snippet with
/// bounce 0.5" (a question about a variant) names one of these.
public struct SnippetVariant: Hashable, Sendable, Comparable {
    /// By parameter name.
    public var values: [String: Double]

    public init(_ values: [String: Double]) {
        self.values = values
    }

    /// `bounce=0.3,response=0.5`: names sorted, each value in its shortest round-trip form.
    /// The key of a variant's trace (``SnippetTraces``) and how messages name it.
    public var key: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\(NumberText.shortest($0.value))" }.joined(separator: ",")
    }

    public static func < (a: SnippetVariant, b: SnippetVariant) -> Bool { a.key < b.key }
}

extension Snippet {
    /// Every point of the grid of the snippet's parameters, the first parameter's values
    /// outermost, each in grid order; empty without parameters.
    public var variants: [SnippetVariant] {
        guard !parameters.isEmpty else { return [] }
        var points: [[String: Double]] = [[:]]
        for parameter in parameters {
            points = points.flatMap { point in
                parameter.values.map { value in point.merging([parameter.name: value]) { $1 } }
            }
        }
        return points.map(SnippetVariant.init)
    }

    /// The point every parameter's literal gives: what the snippet shows as written.
    public var defaultVariant: SnippetVariant {
        SnippetVariant(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) }))
    }

    /// The snippet's scenario with `variant`'s values as its parameters.
    public func scenario(at variant: SnippetVariant, base: TraceScenario? = nil) -> TraceScenario {
        var scenario = base ?? self.scenario
        scenario.parameters = variant.values
        return scenario
    }
}
