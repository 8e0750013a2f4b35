internal import CCmarkGFM
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
    /// that a fragment (a hint's body) reports positions in its lesson file.
    static func parse(_ markdown: String, lineOffset: Int = 0) -> [MarkdownBlock] {
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
        return Walker(lineOffset: lineOffset).blocks(under: root)
    }

    /// The inline content of a one-paragraph Markdown fragment (a quiz question or choice).
    static func inlines(_ markdown: String) -> [MarkdownInline] {
        parse(markdown).flatMap { block -> [MarkdownInline] in
            if case .paragraph(let inlines, _) = block { return inlines }
            return []
        }
    }

    private struct Walker {
        var lineOffset: Int

        /// The node's start; nodes cmark gives no position (links made by the autolink
        /// extension) take their nearest positioned ancestor's.
        func location(_ node: OpaquePointer) -> SourceLocation {
            var current: OpaquePointer? = node
            while let candidate = current, cmark_node_get_start_line(candidate) == 0 {
                current = cmark_node_parent(candidate)
            }
            guard let positioned = current else { return SourceLocation(line: 1 + lineOffset, column: 1) }
            return SourceLocation(
                line: Int(cmark_node_get_start_line(positioned)) + lineOffset,
                column: max(1, Int(cmark_node_get_start_column(positioned))))
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

        func blocks(under node: OpaquePointer) -> [MarkdownBlock] {
            children(node).compactMap(block)
        }

        func block(_ node: OpaquePointer) -> MarkdownBlock? {
            let at = location(node)
            switch type(node) {
            case "paragraph":
                return .paragraph(inlines(under: node), at: at)
            case "heading":
                // Anchors are assigned per page by the lesson parser, once all headings are known.
                return .heading(Heading(
                    level: Int(cmark_node_get_heading_level(node)), content: inlines(under: node),
                    anchor: "", location: at))
            case "block_quote":
                return .blockQuote(blocks(under: node), at: at)
            case "list":
                let items = children(node).map { item -> ListItem in
                    let checked: Bool? =
                        type(item) == "tasklist" ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
                    return ListItem(isChecked: checked, blocks: blocks(under: item), location: location(item))
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
                return .table(table(node, at: at))
            case "thematic_break":
                return .thematicBreak(at: at)
            case "html_block":
                return .html(literal(node), at: at)
            default:
                // Footnotes and custom blocks are not enabled in the parser, so they never occur.
                return nil
            }
        }

        func table(_ node: OpaquePointer, at: SourceLocation) -> MarkdownTable {
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
                let cells = children(row).map { inlines(under: $0) }
                if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                    header = cells
                } else {
                    rows.append(cells)
                }
            }
            return MarkdownTable(alignments: alignments, header: header, rows: rows, location: at)
        }

        func inlines(under node: OpaquePointer) -> [MarkdownInline] {
            children(node).compactMap(inline)
        }

        func inline(_ node: OpaquePointer) -> MarkdownInline? {
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
