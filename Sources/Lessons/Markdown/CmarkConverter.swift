internal import CCmarkGFM
import Diagnostics
import Foundation

/// The one place that talks to cmark-gfm: parses Markdown text with the GFM extensions and
/// converts cmark's node tree into ``MarkdownBlock`` values. Node kinds are told apart by
/// `cmark_node_get_type_string`, which also names the extensions' node types.
enum CmarkConverter {
    /// cmark-gfm's extension registry is a process-wide list that is not thread-safe to fill;
    /// a Swift global is initialised exactly once, atomically, on first use.
    private static let extensionNames: [String] = {
        cmark_gfm_core_extensions_ensure_registered()
        return ["table", "strikethrough", "autolink", "tasklist"]
    }()

    /// cmark-gfm keeps the characters that start inline syntax in one process-wide table: a
    /// parser adds its extensions' characters when it starts and takes them out when it
    /// finishes, so two parsers at once lose each other's (an autolink goes unrecognised).
    /// Parses run one at a time.
    private static let parsing = NSLock()

    /// Parses `markdown` and returns its blocks. `lineOffset` is added to every line number, so
    /// that a fragment (a hint's body) reports positions in its lesson file; `columnOffset` is
    /// added to the columns of the fragment's first line (a quiz line's text after its marker).
    /// Nodes nested deeper than ``MarkdownLimits/maximumNesting`` are left out and the first of
    /// them in each top-level block is reported to `diagnostics` as `markdown.too-deep` (the
    /// walk recurses once per level, so the cap also bounds its stack; the model's own
    /// recursive conformances and the site's renderer inherit the bound).
    static func parse(
        _ markdown: String, lineOffset: Int = 0, columnOffset: Int = 0, path: String,
        diagnostics: inout DiagnosticCollector
    ) -> [MarkdownBlock] {
        let walker = Walker(lineOffset: lineOffset, columnOffset: columnOffset)
        let blocks = parse(markdown, walker: walker)
        for deep in walker.tooDeep {
            diagnostics.report(
                .tooDeep,
                "Markdown nests more than \(MarkdownLimits.maximumNesting) levels deep (quotes, lists, emphasis, links); what is nested deeper is left out",
                path: path, at: deep)
        }
        return blocks
    }

    /// As ``parse(_:lineOffset:columnOffset:path:diagnostics:)``, without the diagnostic.
    static func parse(_ markdown: String) -> [MarkdownBlock] {
        parse(markdown, walker: Walker(lineOffset: 0, columnOffset: 0))
    }

    private static func parse(_ markdown: String, walker: Walker) -> [MarkdownBlock] {
        let names = extensionNames
        parsing.lock()
        defer { parsing.unlock() }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in names {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(root) }
        return walker.children(root).compactMap { top in
            walker.reportedInBlock = false
            return walker.block(top, depth: 1)
        }
    }

    /// The inline content of a one-paragraph Markdown fragment (a quiz question or choice)
    /// that starts in its lesson file at `location`.
    static func inlines(
        _ markdown: String, at location: SourceLocation, path: String, diagnostics: inout DiagnosticCollector
    ) -> [MarkdownInline] {
        parse(markdown, lineOffset: location.line - 1, columnOffset: location.column - 1, path: path, diagnostics: &diagnostics)
            .flatMap { block -> [MarkdownInline] in
                if case .paragraph(let inlines, _) = block { return inlines }
                return []
            }
    }

    /// A class so that the nodes over the nesting cap are remembered across the walk.
    private final class Walker {
        let lineOffset: Int
        let columnOffset: Int
        /// Where the first node nested deeper than the cap starts, per top-level block.
        private(set) var tooDeep: [SourceLocation] = []
        /// Whether the current top-level block already has its entry in ``tooDeep``.
        var reportedInBlock = false

        init(lineOffset: Int, columnOffset: Int) {
            self.lineOffset = lineOffset
            self.columnOffset = columnOffset
        }

        /// False (and the node remembered) when a node at `depth` is over the nesting cap.
        private func admits(_ node: OpaquePointer, depth: Int) -> Bool {
            guard depth > MarkdownLimits.maximumNesting else { return true }
            if !reportedInBlock {
                tooDeep.append(location(node))
                reportedInBlock = true
            }
            return false
        }

        /// The node's start; nodes cmark gives no position (links made by the autolink
        /// extension) take their nearest positioned ancestor's.
        func location(_ node: OpaquePointer) -> SourceLocation {
            var current: OpaquePointer? = node
            while let candidate = current, cmark_node_get_start_line(candidate) == 0 {
                current = cmark_node_parent(candidate)
            }
            guard let positioned = current else { return SourceLocation(line: 1 + lineOffset, column: 1 + columnOffset) }
            let line = Int(cmark_node_get_start_line(positioned))
            return SourceLocation(
                line: line + lineOffset,
                column: max(1, Int(cmark_node_get_start_column(positioned))) + (line == 1 ? columnOffset : 0))
        }

        func children(_ node: OpaquePointer) -> [OpaquePointer] {
            var result: [OpaquePointer] = []
            var child = cmark_node_first_child(node)
            while let current = child {
                result.append(current)
                child = cmark_node_next(current)
            }
            return result
        }

        func type(_ node: OpaquePointer) -> String { String(cString: cmark_node_get_type_string(node)) }

        func literal(_ node: OpaquePointer) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }

        /// The blocks under `node`, which are at nesting `depth` (1 for the document's).
        func blocks(under node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
            children(node).compactMap { block($0, depth: depth) }
        }

        func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
            guard admits(node, depth: depth) else { return nil }
            let at = location(node)
            switch type(node) {
            case "paragraph":
                return .paragraph(inlines(under: node, depth: depth + 1), at: at)
            case "heading":
                // Anchors are assigned per page by the lesson parser, once all headings are known.
                return .heading(Heading(
                    level: Int(cmark_node_get_heading_level(node)), content: inlines(under: node, depth: depth + 1),
                    anchor: "", location: at))
            case "block_quote":
                return .blockQuote(blocks(under: node, depth: depth + 1), at: at)
            case "list":
                let items = children(node).compactMap { item -> ListItem? in
                    guard admits(item, depth: depth + 1) else { return nil }
                    let checked: Bool? =
                        type(item) == "tasklist" ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
                    return ListItem(isChecked: checked, blocks: blocks(under: item, depth: depth + 2), location: location(item))
                }
                return .list(MarkdownList(
                    isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                    start: Int(cmark_node_get_list_start(node)),
                    isTight: cmark_node_get_list_tight(node) != 0,
                    items: items, location: at))
            case "code_block":
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                var length: Int32 = 0, offset: Int32 = 0
                var character: CChar = 0
                let isFenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
                return .codeBlock(FencedBlock(
                    info: info, code: literal(node), location: at, isFenced: isFenced))
            case "table":
                return .table(table(node, at: at, depth: depth))
            case "thematic_break":
                return .thematicBreak(at: at)
            case "html_block":
                return .html(literal(node), at: at)
            default:
                // Footnotes and custom blocks are not enabled in the parser, so they never occur.
                return nil
            }
        }

        func table(_ node: OpaquePointer, at: SourceLocation, depth: Int) -> MarkdownTable {
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownTable.Alignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<columns {
                    switch UInt8(raw[index]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            var header: [[MarkdownInline]] = []
            var rows: [[[MarkdownInline]]] = []
            for row in children(node) {
                let cells = children(row).map { inlines(under: $0, depth: depth + 1) }
                if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                    header = cells
                } else {
                    rows.append(cells)
                }
            }
            return MarkdownTable(alignments: alignments, header: header, rows: rows, location: at)
        }

        func inlines(under node: OpaquePointer, depth: Int) -> [MarkdownInline] {
            children(node).compactMap { inline($0, depth: depth) }
        }

        func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
            guard admits(node, depth: depth) else { return nil }
            func inlines(under node: OpaquePointer) -> [MarkdownInline] { self.inlines(under: node, depth: depth + 1) }
            switch type(node) {
            case "text": return .text(literal(node))
            case "softbreak": return .softBreak
            case "linebreak": return .lineBreak
            case "code": return .code(literal(node))
            case "emph": return .emphasis(inlines(under: node))
            case "strong": return .strong(inlines(under: node))
            case "strikethrough": return .strikethrough(inlines(under: node))
            case "link":
                return .link(
                    destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) } ?? "",
                    content: inlines(under: node), at: location(node))
            case "image":
                return .image(
                    source: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) } ?? "",
                    alt: inlines(under: node), at: location(node))
            case "html_inline": return .html(literal(node), at: location(node))
            default:
                // Footnote references are not enabled; custom inlines never come from parsing.
                return nil
            }
        }
    }
}
