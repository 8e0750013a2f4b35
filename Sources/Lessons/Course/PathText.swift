/// Path arithmetic on paths as the user wrote them, so that relative paths stay relative in
/// messages.
public enum PathText {
    /// The folder holding `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`, `.` → `..`.
    public static func parent(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "." { return ".." }
        if trimmed == ".." || trimmed.hasSuffix("/..") { return trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `name` in the same folder as `path`.
    public static func sibling(of path: String, named name: String) -> String {
        let folder = parent(path)
        return folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
    }
}
