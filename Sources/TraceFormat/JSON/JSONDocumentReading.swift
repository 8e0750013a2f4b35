/// A reader of one kind of JSON document on a ``JSONCursor`` (``TraceDocumentReader``,
/// ``ScenarioDocumentReader``): what they share.
protocol JSONDocumentReading {
    var cursor: JSONCursor { get set }
}

extension JSONDocumentReading {
    /// An array opened inside `depth` containers, each element read by `element` (the problem
    /// of an element with its index in the path).
    mutating func readArray<Element>(
        depth: Int, _ element: (inout Self) throws(JSONProblem) -> Element
    ) throws(JSONProblem) -> [Element] {
        try cursor.open(0x5B, depth: depth)
        var elements: [Element] = []
        if cursor.arrayIsEmpty() { return elements }
        repeat {
            do { elements.append(try element(&self)) } catch { throw error.inside(index: elements.count) }
        } while try cursor.nextElement()
        return elements
    }
}
