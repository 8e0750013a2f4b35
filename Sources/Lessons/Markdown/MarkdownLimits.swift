import Diagnostics

/// Bounds on what a lesson's Markdown may hold, so that a hostile lesson (lessons come from
/// contributors, and `check` runs on their pull requests) costs linear time and bounded stack:
///
/// - A lesson file holds at most ``maximumFileBytes`` bytes: parsing is linear, but a file of
///   tens of megabytes (a list nested thousands of levels by indentation is one) would still take
///   seconds; a larger file is reported and not parsed.
/// - A line holds at most ``maximumLineBytes`` UTF-8 bytes and at most ``maximumPipes``
///   `|` characters (a GFM table row has a cell per `|`, and cmark-gfm's table extension takes
///   time quadratic in a row's cells). Both are checked before the text reaches cmark-gfm; an
///   offending line is reported and handed to it blank, so line numbers stay.
/// - Quotes, lists, list items and inline containers (emphasis, links, images) nest at most
///   ``maximumNesting`` levels (cmark-gfm itself parses deeper nesting in linear time; the
///   lesson model and the site renderer are recursive, and browsers cap DOM depth too).
///
/// The longest line of the course is about 2,600 bytes, its widest table has 5 columns and its
/// largest lesson about 24 KB.
public enum MarkdownLimits {
    /// Bytes per lesson file (1 MiB).
    public static let maximumFileBytes = 1 << 20
    /// UTF-8 bytes per line, line break excluded.
    public static let maximumLineBytes = 10_000
    /// `|` characters per line, in code as well (a row of at most 100 table columns).
    public static let maximumPipes = 100
    /// Nesting levels of blocks and inlines, the document's own blocks being level 1.
    public static let maximumNesting = 32

    /// Reports every line over the byte or `|` limit and returns the lines with those blanked.
    static func checked(_ lines: [Substring], path: String, diagnostics: inout DiagnosticCollector) -> [Substring] {
        var result = lines
        for (index, line) in lines.enumerated() {
            let bytes = line.utf8
            if bytes.count > maximumLineBytes {
                diagnostics.report(
                    .lineTooLong,
                    "line has \(bytes.count) bytes, more than \(maximumLineBytes); break it up (it is left out)",
                    path: path, at: SourceLocation(line: index + 1, column: maximumLineBytes + 1))
                result[index] = ""
                continue
            }
            var pipes = 0
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "|") {
                pipes += 1
                guard pipes > maximumPipes else { continue }
                diagnostics.report(
                    .tableTooWide,
                    "line has more than \(maximumPipes) '|' (table columns); split the table (the line is left out)",
                    path: path, at: SourceLocation(line: index + 1, column: offset + 1))
                result[index] = ""
                break
            }
        }
        return result
    }
}
