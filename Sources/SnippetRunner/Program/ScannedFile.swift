/// One Swift file of a snippet program, scanned: its masked text, top-level declarations and
/// previews.
struct ScannedFile {
    let source: MaskedSource
    let declarations: Declarations
    let previews: Previews

    init(_ text: String, firstPreviewIndex: Int = 1) {
        source = MaskedSource(text)
        declarations = Declarations(source)
        previews = Previews(source, declarations: declarations, firstIndex: firstPreviewIndex)
    }

    /// The files of a program, previews numbered across them.
    static func scan(_ texts: [String]) -> [ScannedFile] {
        var files: [ScannedFile] = []
        var next = 1
        for text in texts {
            let file = ScannedFile(text, firstPreviewIndex: next)
            next = file.previews.nextIndex
            files.append(file)
        }
        return files
    }
}

/// What a snippet program mounts, and where a problem with mounting it is reported.
struct Mount: Hashable, Sendable {
    /// The expression that makes the root view (`ContentView()`, `MotionbookPreview_1()`), or
    /// for a playground its `MotionbookPlayground(…)`.
    var expression: String
    /// The trace's view name: the type, the preview's name, or the name of a playground's value
    /// (which also tells the program which value to trace).
    var label: String
    /// The file (index among the program's files) whose end gets the mount function, so that
    /// private types of that file are in reach.
    var file: Int
    /// 1-based line and UTF-8 column in that file where an error in the mount is reported.
    var line: Int
    var column: Int
    /// For a `#Playground`: its name in the program (the same for all its values, so that they
    /// share one compiled program); nil for a view.
    var playground: String? = nil

    /// The mount for the request's `view` or `preview`, else the first preview of the program,
    /// else the root view: the view no other view of the program uses (the last such one).
    static func choose(view: String?, preview: Int?, files: [ScannedFile]) throws(SnippetPlan.Problem) -> Mount {
        if let view {
            for (index, file) in files.enumerated() {
                if let type = file.declarations.types.first(where: { $0.name == view && $0.kind != .extension }) {
                    let position = file.source.position(of: type.nameOffset)
                    return Mount(expression: "\(view)()", label: view, file: index, line: position.line, column: position.column)
                }
            }
            return Mount(expression: "\(view)()", label: view, file: 0, line: 0, column: 0)
        }
        let previews = files.enumerated().flatMap { index, file in file.previews.entries.map { (index, $0) } }
        if let preview {
            guard previews.indices.contains(preview) else { throw .noSuchPreview(preview, count: previews.count) }
        }
        if !previews.isEmpty {
            let index = preview ?? 0
            let (file, entry) = previews[index]
            let byPosition = "Preview \(index + 1)"
            guard let playground = entry.playground else {
                return Mount(expression: entry.mount, label: entry.name ?? byPosition, file: file, line: entry.line, column: 1)
            }
            // Without a chosen preview, the playground's own name: the program traces its first view.
            return Mount(
                expression: entry.mount, label: preview == nil ? playground.name ?? byPosition : entry.name ?? byPosition, file: file,
                line: preview == nil ? playground.line : entry.line, column: 1, playground: playground.name ?? "Playground")
        }
        return try rootView(files)
    }

    /// Every type that is a view, however it conforms (in its declaration or an extension).
    private static func rootView(_ files: [ScannedFile]) throws(SnippetPlan.Problem) -> Mount {
        var viewNames: Set<String> = []
        for file in files {
            for type in file.declarations.types where type.conformances.contains("View") && type.kind != .protocol {
                viewNames.insert(type.name)
            }
        }
        // Where each view's code is: its declaration and its extensions.
        var candidates: [(file: Int, type: Declarations.TypeDeclaration)] = []
        var usedNames: Set<String> = []
        for (index, file) in files.enumerated() {
            let identifiers = Declarations.identifierOffsets(file.source)
            let viewRanges = file.declarations.types.filter { viewNames.contains($0.name) }
            for type in file.declarations.types where viewNames.contains(type.name) && type.kind != .extension {
                candidates.append((index, type))
            }
            for name in viewNames {
                for offset in identifiers[name] ?? [] where viewRanges.contains(where: { $0.name != name && $0.body.contains(offset) }) {
                    usedNames.insert(name)
                }
            }
        }
        let mountable = candidates.filter { !$0.type.isGeneric }
        guard let chosen = mountable.last(where: { !usedNames.contains($0.type.name) }) ?? mountable.last else {
            throw .noView(reason: nothingToMount(files, genericViews: candidates.map(\.type.name)))
        }
        let position = files[chosen.file].source.position(of: chosen.type.nameOffset)
        return Mount(
            expression: "\(chosen.type.name)()", label: chosen.type.name, file: chosen.file, line: position.line, column: position.column)
    }

    /// Why nothing can be mounted, naming what the files declare instead.
    private static func nothingToMount(_ files: [ScannedFile], genericViews: [String]) -> String {
        if !genericViews.isEmpty {
            return "its only views (\(genericViews.joined(separator: ", "))) are generic; add a #Preview that mounts one with its type arguments"
        }
        var kinds: [String] = []
        for file in files {
            for type in file.declarations.types where type.kind != .extension {
                if let kind = type.conformances.lazy.compactMap(describe).first { kinds.append("\(type.name) (\(kind))") }
            }
        }
        let declared = kinds.isEmpty ? "" : ": it declares only \(kinds.joined(separator: ", "))"
        return "has nothing to mount\(declared); add a #Preview { … } or a struct that conforms to View"
    }

    private static func describe(_ conformance: String) -> String? {
        switch conformance {
        case "Shape", "InsettableShape": "a shape"
        case "ViewModifier": "a view modifier"
        case "Animatable", "VectorArithmetic": "animatable data"
        case "Transition": "a transition"
        case "App": "an app"
        case "Layout": "a layout"
        case _ where conformance.hasSuffix("Style"): "a style"
        default: nil
        }
    }
}
