/// The previews of a program's files, for a tool that runs one trace per preview
/// (`motionbook run FILE`): in file order, then source order.
public struct ProgramPreview: Equatable, Sendable {
    /// `#Preview("Name")`'s name or a provider's type name without `_Previews`; nil if unnamed.
    public var name: String?
    /// Which of the files (0-based) and the 1-based line of the preview.
    public var file: Int
    public var line: Int

    /// The previews of `sources` (the program's files, in order); `SnippetRequest.preview` takes
    /// an index into this list.
    public static func list(_ sources: [String]) -> [ProgramPreview] {
        ScannedFile.scan(sources).enumerated().flatMap { index, file in
            file.previews.entries.map { ProgramPreview(name: $0.name, file: index, line: $0.line) }
        }
    }
}
