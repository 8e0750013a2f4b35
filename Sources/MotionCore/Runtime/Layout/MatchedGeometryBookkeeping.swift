import Foundation

/// The runtime's matched geometry (`ViewRuntime+MatchedGeometry`) and `@Namespace` ids.
struct MatchedGeometryBookkeeping {
    /// Inserted views whose matched-geometry pairing was recorded in the current update.
    var pairsRecorded: Set<ObjectIdentifier> = []
    /// Matched-geometry groups already warned about (more than one source).
    var warnedGroups: Set<String> = []
    /// `@Namespace` ids allocated so far.
    var namespaceCount = 0
}
