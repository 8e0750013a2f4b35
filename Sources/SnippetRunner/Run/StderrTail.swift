/// The end of a program's stderr, as shown with a crash, a runtime error or a timeout.
enum StderrTail {
    /// Lines kept.
    static let lineCount = 12
    /// Characters kept of one line.
    static let lineLength = 240

    /// The last ``lineCount`` non-empty lines, without the Swift runtime's stack-trace frames
    /// (`Current stack trace:` and the numbered frame lines after it, whose addresses differ
    /// from run to run), each cut to ``lineLength`` characters.
    static func lines(of bytes: [UInt8]) -> [String] {
        var kept: [String] = []
        var inStackTrace = false
        for raw in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let line = String(raw)
            if line.hasPrefix("Current stack trace:") {
                inStackTrace = true
                continue
            }
            if inStackTrace, isFrame(line) { continue }
            inStackTrace = false
            if line.allSatisfy(\.isWhitespace) { continue }
            kept.append(line.count > lineLength ? String(line.prefix(lineLength)) + "…" : line)
        }
        return Array(kept.suffix(lineCount))
    }

    /// `0    libswiftCore.so    0x00007f… swift_reportError + 33`.
    private static func isFrame(_ line: String) -> Bool {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && fields[0].allSatisfy(\.isNumber) && fields.contains { $0.hasPrefix("0x") }
    }
}
