import Foundation

extension UIColor {
    /// A system colour from 8-bit sRGB components (light mode, standard contrast), named
    /// `UIColor.NAME` for the `Color` made from it.
    private static func system(_ name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        let byteMaximum: CGFloat = 255
        return UIColor(
            red: CGFloat(red) / byteMaximum, green: CGFloat(green) / byteMaximum, blue: CGFloat(blue) / byteMaximum,
            alpha: alpha, isGrayscale: false, name: "UIColor.\(name)")
    }

    /// A fixed colour from sRGB components 0…1.
    private static func fixed(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: 1, isGrayscale: false, name: "UIColor.\(name)")
    }

    /// A fixed greyscale colour.
    private static func grey(_ name: String, _ white: CGFloat, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: white, green: white, blue: white, alpha: alpha, isGrayscale: true, name: "UIColor.\(name)")
    }

    // Standard (adaptable) colours: the light-mode values of the Human Interface Guidelines,
    // "Color", iOS specifications table [A HIG], the same numbers as SwiftUI's named colours in
    // `Color+Named.swift` (`Color(.systemRed)` is `Color.red`).

    /// sRGB (255, 59, 48) [A HIG].
    public class var systemRed: UIColor { system("systemRed", 255, 59, 48) }
    /// sRGB (255, 149, 0) [A HIG].
    public class var systemOrange: UIColor { system("systemOrange", 255, 149, 0) }
    /// sRGB (255, 204, 0) [A HIG].
    public class var systemYellow: UIColor { system("systemYellow", 255, 204, 0) }
    /// sRGB (52, 199, 89) [A HIG].
    public class var systemGreen: UIColor { system("systemGreen", 52, 199, 89) }
    /// sRGB (0, 199, 190) [A HIG].
    public class var systemMint: UIColor { system("systemMint", 0, 199, 190) }
    /// sRGB (48, 176, 199) [A HIG].
    public class var systemTeal: UIColor { system("systemTeal", 48, 176, 199) }
    /// sRGB (50, 173, 230) [A HIG].
    public class var systemCyan: UIColor { system("systemCyan", 50, 173, 230) }
    /// sRGB (0, 122, 255) [A HIG].
    public class var systemBlue: UIColor { system("systemBlue", 0, 122, 255) }
    /// sRGB (88, 86, 214) [A HIG].
    public class var systemIndigo: UIColor { system("systemIndigo", 88, 86, 214) }
    /// sRGB (175, 82, 222) [A HIG].
    public class var systemPurple: UIColor { system("systemPurple", 175, 82, 222) }
    /// sRGB (255, 45, 85) [A HIG].
    public class var systemPink: UIColor { system("systemPink", 255, 45, 85) }
    /// sRGB (162, 132, 94) [A HIG].
    public class var systemBrown: UIColor { system("systemBrown", 162, 132, 94) }
    /// sRGB (142, 142, 147) [A HIG].
    public class var systemGray: UIColor { system("systemGray", 142, 142, 147) }
    /// sRGB (174, 174, 178) [A HIG].
    public class var systemGray2: UIColor { system("systemGray2", 174, 174, 178) }
    /// sRGB (199, 199, 204) [A HIG].
    public class var systemGray3: UIColor { system("systemGray3", 199, 199, 204) }
    /// sRGB (209, 209, 214) [A HIG].
    public class var systemGray4: UIColor { system("systemGray4", 209, 209, 214) }
    /// sRGB (229, 229, 234) [A HIG].
    public class var systemGray5: UIColor { system("systemGray5", 229, 229, 234) }
    /// sRGB (242, 242, 247) [A HIG].
    public class var systemGray6: UIColor { system("systemGray6", 242, 242, 247) }

    // UI element colours [A "UI element colors"]. Apple documents their purpose, not their
    // numbers; these are the light-mode values UIKit resolves them to, as printed from UIKit by
    // Noah Gilmore's ColorCompatibility (github.com/noahsark769/ColorCompatibility) [B]:
    // the label greys are (60, 60, 67) at decreasing alpha, the fills (120…116, 120…116, 128).

    /// Black [B].
    public class var label: UIColor { system("label", 0, 0, 0) }
    /// sRGB (60, 60, 67) at alpha 0.6 [B].
    public class var secondaryLabel: UIColor { system("secondaryLabel", 60, 60, 67, alpha: 0.6) }
    /// sRGB (60, 60, 67) at alpha 0.3 [B].
    public class var tertiaryLabel: UIColor { system("tertiaryLabel", 60, 60, 67, alpha: 0.3) }
    /// sRGB (60, 60, 67) at alpha 0.18 [B].
    public class var quaternaryLabel: UIColor { system("quaternaryLabel", 60, 60, 67, alpha: 0.18) }
    /// sRGB (60, 60, 67) at alpha 0.3 [B].
    public class var placeholderText: UIColor { system("placeholderText", 60, 60, 67, alpha: 0.3) }
    /// sRGB (120, 120, 128) at alpha 0.2 [B].
    public class var systemFill: UIColor { system("systemFill", 120, 120, 128, alpha: 0.2) }
    /// sRGB (120, 120, 128) at alpha 0.16 [B].
    public class var secondarySystemFill: UIColor { system("secondarySystemFill", 120, 120, 128, alpha: 0.16) }
    /// sRGB (118, 118, 128) at alpha 0.12 [B].
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill", 118, 118, 128, alpha: 0.12) }
    /// sRGB (116, 116, 128) at alpha 0.08 [B].
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill", 116, 116, 128, alpha: 0.08) }
    /// White [B].
    public class var systemBackground: UIColor { system("systemBackground", 255, 255, 255) }
    /// sRGB (242, 242, 247) [B].
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground", 242, 242, 247) }
    /// White [B].
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground", 255, 255, 255) }
    /// sRGB (242, 242, 247) [B].
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground", 242, 242, 247) }
    /// White [B].
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground", 255, 255, 255) }
    /// sRGB (242, 242, 247) [B].
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground", 242, 242, 247) }
    /// sRGB (60, 60, 67) at alpha 0.29 [B].
    public class var separator: UIColor { system("separator", 60, 60, 67, alpha: 0.29) }
    /// sRGB (198, 198, 200) [B].
    public class var opaqueSeparator: UIColor { system("opaqueSeparator", 198, 198, 200) }
    /// sRGB (0, 122, 255), `systemBlue` [B].
    public class var link: UIColor { system("link", 0, 122, 255) }
    /// The app's tint: `systemBlue` unless an app sets another [A `tintColor`]; snippets set none.
    public class var tintColor: UIColor { system("tintColor", 0, 122, 255) }
    /// Black, for text on light backgrounds in every mode [A `darkText` "nonadaptable"; the
    /// value GUESS].
    public class var darkText: UIColor { system("darkText", 0, 0, 0) }
    /// White at alpha 0.6, for text on dark backgrounds in every mode [A `lightText`; the value
    /// GUESS, Apple gives none].
    public class var lightText: UIColor { system("lightText", 255, 255, 255, alpha: 0.6) }

    // Fixed colours, the same in every mode, with the components Apple documents for each
    // [A `UIColor.black` … `UIColor.brown`]: the greys and `clear` are greyscale colours.

    /// White 0 [A].
    public class var black: UIColor { grey("black", 0) }
    /// White 1/3 [A].
    public class var darkGray: UIColor { grey("darkGray", 1.0 / 3.0) }
    /// White 2/3 [A].
    public class var lightGray: UIColor { grey("lightGray", 2.0 / 3.0) }
    /// White 1 [A].
    public class var white: UIColor { grey("white", 1) }
    /// White 0.5 [A].
    public class var gray: UIColor { grey("gray", 0.5) }
    /// White 0 at alpha 0 [A].
    public class var clear: UIColor { grey("clear", 0, alpha: 0) }
    /// sRGB (1, 0, 0) [A].
    public class var red: UIColor { fixed("red", 1, 0, 0) }
    /// sRGB (0, 1, 0) [A].
    public class var green: UIColor { fixed("green", 0, 1, 0) }
    /// sRGB (0, 0, 1) [A].
    public class var blue: UIColor { fixed("blue", 0, 0, 1) }
    /// sRGB (0, 1, 1) [A].
    public class var cyan: UIColor { fixed("cyan", 0, 1, 1) }
    /// sRGB (1, 1, 0) [A].
    public class var yellow: UIColor { fixed("yellow", 1, 1, 0) }
    /// sRGB (1, 0, 1) [A].
    public class var magenta: UIColor { fixed("magenta", 1, 0, 1) }
    /// sRGB (1, 0.5, 0) [A].
    public class var orange: UIColor { fixed("orange", 1, 0.5, 0) }
    /// sRGB (0.5, 0, 0.5) [A].
    public class var purple: UIColor { fixed("purple", 0.5, 0, 0.5) }
    /// sRGB (0.6, 0.4, 0.2) [A].
    public class var brown: UIColor { fixed("brown", 0.6, 0.4, 0.2) }
}
