import Foundation

/// The deterministic text measure of MotionCore's layout: nothing is rendered, so a `Text` is
/// measured with average advances per script, in ems of its font's point size, and a line height
/// from the point size [GUESS, documented in SEMANTICS.md "Layout"].
///
/// The advances approximate SF Pro (Latin, Cyrillic, Greek, digits) and PingFang (Chinese,
/// Japanese, Korean: full-width, one em) so that labels in the course's three languages get
/// plausible sizes; a line breaks greedily at spaces and between two CJK characters, and a word
/// wider than the line breaks between characters.
enum TextMetrics {
    /// The height of a line in ems: SF Pro's ascender + descender (0.952 + 0.241), the
    /// `lineHeight` UIKit reports for the system font (20.29 pt at 17 pt).
    static let latinLineHeight: CGFloat = 1.193
    /// SF Pro's ascender in ems: where the first baseline lies below a line's top.
    static let latinAscender: CGFloat = 0.952
    /// The height of a line holding CJK text, in ems (PingFang SC: 1.06 + 0.34).
    static let cjkLineHeight: CGFloat = 1.4

    /// The advance of one character in ems.
    static func advance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        switch value {
        case 0x20: return 0.25
        case 0x30...0x39: return 0.58
        case 0x41...0x5A: return 0.66
        case 0x61...0x7A, 0xC0...0x24F: return 0.52
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return 0.3
        case 0x391...0x3A9, 0x410...0x42F: return 0.68
        case 0x370...0x3FF, 0x400...0x4FF: return 0.55
        default:
            if isCJK(value) { return 1.0 }
            if scalar.properties.isEmojiPresentation { return 1.2 }
            return 0.55
        }
    }

    /// Han, kana, Hangul, CJK punctuation and full-width forms.
    static func isCJK(_ value: UInt32) -> Bool {
        (0x3000...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xAC00...0xD7AF).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
            || (0x20000...0x2FA1F).contains(value)
    }

    /// The line height of `string` at `size` points.
    static func lineHeight(of string: String, size: CGFloat) -> CGFloat {
        let hasCJK = string.unicodeScalars.contains { isCJK($0.value) }
        return size * (hasCJK ? cjkLineHeight : latinLineHeight)
    }

    /// The width of `string` on one line at `size` points.
    static func width(of string: Substring, size: CGFloat) -> CGFloat {
        string.reduce(0) { $0 + advance(of: $1) } * size
    }

    /// The lines `string` breaks into at `size` points in `maxWidth` points (`nil`: one line per
    /// paragraph).
    /// A width a text needs fits in `maxWidth` up to this many points (sums of advances and shares
    /// of a stack differ in their last bits: a text offered exactly its own width stays on one
    /// line).
    static let fitTolerance: CGFloat = 1e-9

    static func lines(of string: String, size: CGFloat, maxWidth: CGFloat?) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, width(of: paragraph, size: size) > maxWidth + fitTolerance else {
                lines.append(paragraph)
                continue
            }
            lines += breakLines(paragraph, size: size, maxWidth: maxWidth)
        }
        return lines
    }

    /// Greedy line breaking of one paragraph.
    private static func breakLines(_ paragraph: Substring, size: CGFloat, maxWidth: CGFloat) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lastBreak: Substring.Index?
        var lineWidth: CGFloat = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let advance = advance(of: character) * size
            let next = paragraph.index(after: index)
            if character == " " {
                lineWidth += advance
                lastBreak = next
                index = next
                continue
            }
            if lineWidth + advance > maxWidth + fitTolerance, index > lineStart {
                let end = lastBreak ?? index
                lines.append(trimmed(paragraph[lineStart..<end]))
                lineStart = end
                lastBreak = nil
                lineWidth = width(of: paragraph[lineStart..<index], size: size)
                continue
            }
            lineWidth += advance
            if let scalar = character.unicodeScalars.first, isCJK(scalar.value) { lastBreak = next }
            index = next
        }
        if lineStart < paragraph.endIndex { lines.append(trimmed(paragraph[lineStart...])) }
        return lines
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return line[line.startIndex..<end]
    }

    /// The size of `string` at `size` points for a proposal: the widest line by the lines'
    /// height; a proposed height shows as many whole lines as fit (at least one).
    static func size(of string: String, size: CGFloat, proposal: ProposedViewSize) -> CGSize {
        guard !string.isEmpty else { return .zero }
        var lines = lines(of: string, size: size, maxWidth: proposal.width)
        let lineHeight = lineHeight(of: string, size: size)
        if let height = proposal.height, CGFloat(lines.count) * lineHeight > height {
            lines = Array(lines.prefix(max(1, Int((height / lineHeight).rounded(.down)))))
        }
        let width = lines.map { self.width(of: $0, size: size) }.max() ?? 0
        return CGSize(width: width, height: CGFloat(lines.count) * lineHeight)
    }
}
