import Foundation
import Testing
@testable import MotionCore

@Suite struct UIColorTests {
    /// The sRGB components and alpha `getRed` reports.
    private func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return (r, g, b, a)
    }

    @Test func systemColoursHaveTheirLightModeValues() {
        let table: [(UIColor, Int, Int, Int, CGFloat, String)] = [
            (.systemRed, 255, 59, 48, 1, "systemRed"), (.systemBlue, 0, 122, 255, 1, "systemBlue"),
            (.systemPink, 255, 45, 85, 1, "systemPink"), (.systemGreen, 52, 199, 89, 1, "systemGreen"),
            (.systemGray, 142, 142, 147, 1, "systemGray"), (.systemGray2, 174, 174, 178, 1, "systemGray2"),
            (.systemGray3, 199, 199, 204, 1, "systemGray3"), (.systemGray4, 209, 209, 214, 1, "systemGray4"),
            (.systemGray5, 229, 229, 234, 1, "systemGray5"), (.systemGray6, 242, 242, 247, 1, "systemGray6"),
            (.label, 0, 0, 0, 1, "label"), (.secondaryLabel, 60, 60, 67, 0.6, "secondaryLabel"),
            (.tertiaryLabel, 60, 60, 67, 0.3, "tertiaryLabel"), (.quaternaryLabel, 60, 60, 67, 0.18, "quaternaryLabel"),
            (.systemBackground, 255, 255, 255, 1, "systemBackground"),
            (.secondarySystemBackground, 242, 242, 247, 1, "secondarySystemBackground"),
            (.systemGroupedBackground, 242, 242, 247, 1, "systemGroupedBackground"),
            (.systemFill, 120, 120, 128, 0.2, "systemFill"), (.quaternarySystemFill, 116, 116, 128, 0.08, "quaternarySystemFill"),
            (.separator, 60, 60, 67, 0.29, "separator"), (.opaqueSeparator, 198, 198, 200, 1, "opaqueSeparator"),
            (.link, 0, 122, 255, 1, "link"), (.placeholderText, 60, 60, 67, 0.3, "placeholderText"),
            (.tintColor, 0, 122, 255, 1, "tintColor"),
        ]
        for (color, r, g, b, alpha, name) in table {
            let (red, green, blue, a) = components(color)
            #expect(red * 255 == CGFloat(r) && green * 255 == CGFloat(g) && blue * 255 == CGFloat(b) && a == alpha, "\(name)")
            // The SwiftUI colour made from it has the same values, and the system colour's name.
            let resolved = Color(uiColor: color).resolvedValue
            #expect(abs(Double(resolved.red) * 255 - Double(r)) < 1e-3 && abs(Double(resolved.blue) * 255 - Double(b)) < 1e-3, "\(name)")
            #expect(abs(Double(resolved.opacity) - Double(alpha)) < 1e-6, "\(name)")
            #expect(Color(color).description == "UIColor.\(name)")
        }
    }

    @Test func standardSystemColoursAreSwiftUIsNamedColours() {
        let pairs: [(UIColor, Color)] = [
            (.systemRed, .red), (.systemOrange, .orange), (.systemYellow, .yellow), (.systemGreen, .green),
            (.systemMint, .mint), (.systemTeal, .teal), (.systemCyan, .cyan), (.systemBlue, .blue),
            (.systemIndigo, .indigo), (.systemPurple, .purple), (.systemPink, .pink), (.systemBrown, .brown),
            (.systemGray, .gray), (.label, .primary), (.secondaryLabel, .secondary),
        ]
        for (uiColor, color) in pairs {
            #expect(Color(uiColor).resolvedValue == color.resolvedValue, "\(uiColor)")
        }
    }

    @Test func fixedColoursAndGreyscaleColours() {
        #expect(components(.red) == (1, 0, 0, 1) && components(.orange) == (1, 0.5, 0, 1))
        #expect(components(.brown) == (0.6, 0.4, 0.2, 1) && components(.clear) == (0, 0, 0, 0))
        #expect(components(.darkGray).0 == 1.0 / 3.0 && components(.lightGray).1 == 2.0 / 3.0)
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 0.5)
        // An RGB colour is not in a greyscale space: nothing is written.
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: nil) && white == -1)
        #expect(UIColor.white.cgColor.numberOfComponents == 2 && UIColor.systemRed.cgColor.numberOfComponents == 4)
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1) && UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func initialisersAndConversions() {
        #expect(components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == (0.2, 0.4, 0.6, 0.8))
        // Hue, saturation, brightness: the same conversion as SwiftUI's, and back.
        let hsb = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(Color(hsb).resolvedValue == Color(hue: 0.6, saturation: 0.5, brightness: 0.8).resolvedValue)
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(hsb.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.6) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(v - 0.8) < 1e-12 && a == 1)
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil) && h == 0 && s == 0 && v == 0.5)
        #expect(components(UIColor.systemBlue.withAlphaComponent(0.25)).3 == 0.25)
        // A SwiftUI colour and back keeps its values and its name.
        let round = Color(UIColor(Color.indigo))
        #expect(round.description == "indigo")
        #expect(abs(Double(round.resolvedValue.red - Color.indigo.resolvedValue.red)) < 1e-6)
        // A dynamic colour resolves for light mode.
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .systemGray6 }
        #expect(components(dynamic) == components(.systemGray6) && dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == dynamic)
        // Core Graphics colours in and out.
        #expect(UIColor(cgColor: UIColor.systemPink.cgColor) == UIColor.systemPink && UIColor(cgColor: UIColor.gray.cgColor) == UIColor.gray)
        #expect(UIColor.red.cgColor.copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
        #expect(UIColor(named: "AccentColor") == nil)
    }

    @Test func colourLiteralsAreUIColors() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        let asUIColor: UIColor = literal
        let (r, g, b, a) = components(asUIColor)
        #expect(r == CGFloat(Float(0.2)) && g == CGFloat(Float(0.4)) && b == CGFloat(Float(0.9)) && a == 1)
        let color = Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5))
        #expect(abs(color.resolvedValue.red - 0.2) < 1e-6 && abs(color.resolvedValue.blue - 0.9) < 1e-6 && color.resolvedValue.opacity == 0.5)
        #expect(Color(uiColor: #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)).resolvedValue == Color(.red).resolvedValue)
        // A colour from components is named by its value.
        #expect(Color(uiColor: literal).description == "#3366E6FF")
    }

    @Test func colourOfASystemColourByImplicitMember() {
        // `Color(.systemGray4)` picks `Color.init(_: UIColor)`; `.red` there is UIKit's pure red.
        #expect(Color(.systemGray4).description == "UIColor.systemGray4")
        #expect(Color(.red).resolvedValue == Color(red: 1, green: 0, blue: 0).resolvedValue)
        #expect(Color(uiColor: .label).resolvedValue == Color.black.resolvedValue)
        #expect(Color(UIColor.systemBackground).resolvedValue == Color.white.resolvedValue)
        #expect(Color(.secondarySystemBackground).resolvedValue == Color(uiColor: .systemGray6).resolvedValue)
    }
}
