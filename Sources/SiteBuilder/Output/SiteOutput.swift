/// The files of a built site in memory: site-relative path → bytes. Writing them is
/// ``SiteWriter``'s job, so that a failed build never touches the disk.
public struct SiteOutput: Sendable, Equatable {
    public var files: [String: [UInt8]] = [:]

    public init() {}

    public mutating func add(_ path: String, _ text: String) { files[path] = Array(text.utf8) }

    /// The paths in a fixed order.
    public var paths: [String] { files.keys.sorted() }
}
