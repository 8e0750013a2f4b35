import Foundation

/// The key of a localised string [A]. MotionCore does not localise: the key's text, with its
/// interpolations written out, is the string shown and traced.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text with interpolations written out.
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Builds a key from a literal with interpolations [A].
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// A number formatted with a `printf` specifier (`"%.2f"`) [A].
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += String(format: specifier, Double(value))
        }

        /// An integer formatted with a `printf` specifier (`"%d"`) [A].
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += String(format: specifier, Int(value))
        }

        /// A text's string [A].
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.string
        }

        /// An image, written as its name [A].
        public mutating func appendInterpolation(_ image: Image) {
            text += image.name
        }
    }
}
