/// HTML being written, with cmark-gfm's line discipline: block tags start on a fresh line
/// (``newline()`` adds a line break only when the text does not already end in one).
struct HTMLBuffer {
    private(set) var html = ""

    mutating func append(_ text: String) { html += text }

    mutating func append(_ markup: HTML) { html += markup.markup }

    /// Starts a new line unless at the start of the text or of a line.
    mutating func newline() {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }
}
