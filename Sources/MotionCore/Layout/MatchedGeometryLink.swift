/// Placeholder, filled by the matched-geometry commit.
final class MatchedGeometryLink {}
