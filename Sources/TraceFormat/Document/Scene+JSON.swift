extension Trace.Scene {
    /// The scene as JSON with a fixed key order, one node per line; optional fields only when
    /// set, numbers in Swift's shortest round-trip form (``Trace/json()``).
    func json() -> String {
        var out = "{\"width\": \(Trace.number(width)), \"height\": \(Trace.number(height)), \"nodes\": ["
        out += nodes.map { "\n" + $0.json() }.joined(separator: ",")
        return out + "]}"
    }
}

extension Trace.SceneNode {
    func json() -> String {
        var fields = ["\"path\": \(Trace.string(path))", "\"kind\": \(Trace.string(kind.rawValue))"]
        if let parent { fields.append("\"parent\": \(parent)") }
        fields.append("\"from\": \(from)")
        if let until { fields.append("\"until\": \(until)") }
        fields.append("\"frame\": \(Self.numbers(frame))")
        if let text { fields.append("\"text\": \(Trace.string(text))") }
        if let fontSize { fields.append("\"fontSize\": \(Trace.number(fontSize))") }
        if let fontWeight { fields.append("\"fontWeight\": \(Trace.string(fontWeight))") }
        if let symbol { fields.append("\"symbol\": \(Trace.string(symbol))") }
        if let fill { fields.append("\"fill\": \(fill.json())") }
        if let background { fields.append("\"background\": \(background.json())") }
        if let backgroundOutsets { fields.append("\"backgroundOutsets\": \(Self.numbers(backgroundOutsets))") }
        if let lineWidth { fields.append("\"lineWidth\": \(Trace.number(lineWidth))") }
        if let cornerRadius { fields.append("\"cornerRadius\": \(Trace.number(cornerRadius))") }
        if let anchor { fields.append("\"anchor\": \(Self.numbers(anchor))") }
        if let perspective { fields.append("\"perspective\": \(Trace.number(perspective))") }
        if let clip { fields.append("\"clip\": \(Trace.string(clip.rawValue))") }
        if let clipCornerRadius { fields.append("\"clipCornerRadius\": \(Trace.number(clipCornerRadius))") }
        if let zIndex { fields.append("\"zIndex\": \(Trace.number(zIndex))") }
        if let contents { fields.append("\"contents\": [" + contents.map { $0.json() }.joined(separator: ", ") + "]") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(Trace.number).joined(separator: ",") + "]"
    }
}

extension Trace.SceneContent {
    /// `{"frame": 12, "text": "Done"}`: the frame, then the string and the symbol name when set.
    public func json() -> String {
        var fields = ["\"frame\": \(frame)"]
        if let text { fields.append("\"text\": \(Trace.string(text))") }
        if let symbol { fields.append("\"symbol\": \(Trace.string(symbol))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension Trace.ScenePaint {
    func json() -> String {
        var fields: [String] = []
        if let rgba { fields.append("\"rgba\": \(Trace.SceneNode.numbers(rgba))") }
        if let path { fields.append("\"path\": \(Trace.string(path))") }
        if let property { fields.append("\"property\": \(Trace.string(property))") }
        if let stops { fields.append("\"stops\": \(Trace.SceneNode.numbers(stops))") }
        if let points { fields.append("\"points\": \(Trace.SceneNode.numbers(points))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
