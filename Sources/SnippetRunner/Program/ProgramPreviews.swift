/// The previews of a program's files, for a tool that runs one trace per preview
/// (`motionbook run FILE`): in file order, then source order. A `#Playground` gives one entry per
/// variable it declares at its top level (whether it holds a view is known only when the program
/// runs), or one entry when it declares none.
public struct ProgramPreview: Equatable, Sendable {
    /// `#Preview("Name")`'s name or a provider's type name without `_Previews`; a playground's
    /// value is `Name: variable` (`variable` in an unnamed playground); nil if unnamed.
    public var name: String?
    /// Which of the files (0-based) and the 1-based line of the preview (of a playground's
    /// variable).
    public var file: Int
    public var line: Int
    /// Set for the entries of a `#Playground`, which run one program.
    public var playground: Playground? = nil

    /// The `#Playground` an entry belongs to.
    public struct Playground: Equatable, Sendable {
        /// `#Playground("Name")`'s name; nil when it has none.
        public var name: String?
        /// 1-based line of `#Playground`.
        public var line: Int
    }

    /// The previews of `sources` (the program's files, in order); `SnippetRequest.preview` takes
    /// an index into this list.
    public static func list(_ sources: [String]) -> [ProgramPreview] {
        ScannedFile.scan(sources).enumerated().flatMap { index, file in
            file.previews.entries.map { entry in
                ProgramPreview(
                    name: entry.name, file: index, line: entry.line, playground: entry.playground.map { Playground(name: $0.name, line: $0.line) })
            }
        }
    }
}
