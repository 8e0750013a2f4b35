/// Markup that is safe to put into a page as it is: every page and component of the site is
/// built from `HTML` values, never from strings that something must remember to escape.
///
/// Text becomes markup only by being escaped on the way in:
/// - a text node, ``init(text:)``;
/// - an element, ``element(_:_:_:)``, whose attribute values are escaped as attributes;
/// - a string literal with interpolations (`"<p class=\"x\">\(name)</p>" as HTML`): the literal
///   parts are the program's own markup, an interpolated `String` is escaped as text, one
///   interpolated with `attribute:` as a double-quoted attribute value, one with `scriptData:`
///   as the JSON inside a `<script>` element; an interpolated `HTML` goes in as it is, and
///   numbers and booleans are written in their plain form.
///
/// Markup that was made elsewhere enters only through ``init(trustedMarkup:)``: the Markdown
/// renderer's output (which escapes the lesson's text itself), a theme file, a part rendered by
/// an earlier build. Nothing else in the site calls an escaper.
public struct HTML: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The markup, ready to be written.
    public private(set) var markup: String

    /// Markup taken as it is, unescaped: only for markup this program made or trusts (the
    /// Markdown renderer's output, the theme's skeleton, a page part rendered before).
    public init(trustedMarkup markup: String) {
        self.markup = markup
    }

    /// A text node: `text` with `&`, `<`, `>` and `"` written as entities.
    public init(text: String) {
        markup = HTMLEscaping.text(text)
    }

    /// No markup.
    public static let empty = HTML(trustedMarkup: "")

    public var isEmpty: Bool { markup.isEmpty }

    public var description: String { markup }

    public init(stringLiteral literal: String) {
        markup = literal
    }

    public init(stringInterpolation interpolation: Interpolation) {
        markup = interpolation.markup
    }

    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(trustedMarkup: lhs.markup + rhs.markup)
    }

    public static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }

    /// A literal's parts: the literal text as markup, each interpolated value escaped by its type
    /// (see ``HTML``).
    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Markup, as it is.
        public mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        /// Markup, or nothing for nil.
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { markup += html.markup }
        }

        /// Text content, escaped.
        public mutating func appendInterpolation(_ text: String) {
            markup += HTMLEscaping.text(text)
        }

        /// The value of a double-quoted attribute, escaped (quotes and apostrophes included).
        public mutating func appendInterpolation(attribute value: String) {
            markup += HTMLEscaping.attribute(value)
        }

        /// JSON text inside a `<script>` element, with `<` written `\u003c` so that nothing in
        /// it can end the element.
        public mutating func appendInterpolation(scriptData json: String) {
            markup += HTMLEscaping.scriptData(json)
        }

        /// A whole number, in its decimal digits.
        public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
            markup += String(number)
        }

        /// `true` or `false`.
        public mutating func appendInterpolation(_ flag: Bool) {
            markup += flag ? "true" : "false"
        }
    }
}

extension HTML {
    /// An attribute of an element: the name as the program writes it, the value escaped.
    public struct Attribute: Sendable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }

        /// ` name="value"`, the value escaped.
        var markup: String { " \(name)=\"\(HTMLEscaping.attribute(value))\"" }
    }

    /// `<name attributes>content</name>`, the attribute values escaped.
    public static func element(_ name: String, _ attributes: [Attribute] = [], _ content: HTML = .empty) -> HTML {
        HTML(trustedMarkup: "<\(name)\(attributes.map(\.markup).joined())>\(content.markup)</\(name)>")
    }

    /// `<name attributes>text</name>`, the text and the attribute values escaped.
    public static func element(_ name: String, _ attributes: [Attribute] = [], text: String) -> HTML {
        element(name, attributes, HTML(text: text))
    }
}

extension Sequence where Element == HTML {
    /// The markup of every element one after another, `separator` between two.
    public func joined(separator: HTML = .empty) -> HTML {
        HTML(trustedMarkup: map(\.markup).joined(separator: separator.markup))
    }
}
