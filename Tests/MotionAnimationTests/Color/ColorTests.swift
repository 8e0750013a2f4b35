import Foundation
import Testing
@testable import MotionAnimation

@Suite struct ColorTests {
    @Test func srgbTransferKnownValues() {
        // IEC 61966-2-1: 0.5 encoded is 0.214041 linear; both ends fixed; linear segment below 0.04045.
        #expect(abs(SRGBTransfer.linear(fromEncoded: 0.5) - 0.21404114) < 1e-7)
        #expect(SRGBTransfer.linear(fromEncoded: 0) == 0)
        #expect(SRGBTransfer.linear(fromEncoded: 1) == 1 && SRGBTransfer.encoded(fromLinear: 1) == 1)
        #expect(SRGBTransfer.linear(fromEncoded: 0.02) == 0.02 * (1 / Float(12.92)))
        #expect(SRGBTransfer.linear(fromEncoded: -0.5) == -SRGBTransfer.linear(fromEncoded: 0.5))
        #expect(abs(SRGBTransfer.encoded(fromLinear: 0.21404114) - 0.5) < 1e-6)
        #expect(SRGBTransfer.encoded(fromLinear: 0.001) == Float(0.001) * Float(12.92))
    }

    @Test func srgbTransferRoundTrips() {
        for step in -10...30 {
            let encoded = Float(step) / 20
            let back = SRGBTransfer.encoded(fromLinear: SRGBTransfer.linear(fromEncoded: encoded))
            #expect(abs(back - encoded) < 1e-6)
        }
    }

    /// Recorded from SwiftUI (iOS 18): `Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3)`
    /// resolves to `red` 0.29999998 (the `Float` conversion there and back loses the last bit;
    /// a `Double` one gives 0.3), described `#4C4C4C4D`: 0.29999998 · 255 + 0.5 is below 77,
    /// 0.3 (`Float` 0.30000001) · 255 + 0.5 is not.
    @Test func conversionsAreInFloatAsSwiftUIs() {
        let resolved = Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3).resolvedValue
        #expect(resolved.red == Float(0.29999998) && resolved.green == resolved.red && resolved.blue == resolved.red)
        #expect(resolved.linearRed == Float(0.073238954))
        #expect(resolved.opacity == Float(0.3))
        #expect(resolved.description == "#4C4C4C4D")
        #expect(Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3).description == "#4C4C4C4D")
    }

    @Test func resolvedStoresLinearAndReadsSRGB() {
        let resolved = Color.Resolved(red: 0.5, green: 1, blue: 0, opacity: 0.25)
        #expect(abs(resolved.linearRed - 0.21404114) < 1e-6)
        #expect(abs(resolved.red - 0.5) < 1e-6)
        #expect(resolved.linearGreen == 1 && resolved.linearBlue == 0 && resolved.opacity == 0.25)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2, green: 0.4, blue: 0.6)
        #expect(linear.linearRed == 0.2 && linear.opacity == 1)
        var edited = resolved
        edited.blue = 0.5
        edited.green = 0.5
        edited.red = 1
        #expect(abs(edited.linearBlue - 0.21404114) < 1e-6 && abs(edited.linearGreen - 0.21404114) < 1e-6)
        #expect(abs(edited.linearRed - 1) < 1e-6)
    }

    @Test func resolvedAnimatableDataIsLinearTimes128() {
        var resolved = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.25, blue: 1, opacity: 0.5)
        let data = resolved.animatableData
        #expect(data.first == 64 && data.second.first == 32)
        #expect(data.second.second.first == 128 && data.second.second.second == 64)
        resolved.animatableData = AnimatablePair(128, AnimatablePair(0, AnimatablePair(12.8, 128)))
        #expect(resolved.linearRed == 1 && resolved.linearGreen == 0)
        #expect(abs(resolved.linearBlue - 0.1) < 1e-7 && resolved.opacity == 1)
    }

    @Test func resolvedDescriptionIsHex() {
        #expect(Color.Resolved(red: 1, green: 0, blue: 0.5, opacity: 1).description == "#FF0080FF")
        #expect(Color.Resolved(red: 2, green: -1, blue: 0, opacity: 0).description == "#FF000000")
    }

    @Test func namedColoursMatchHIGValues() {
        let table: [(Color, Int, Int, Int, String)] = [
            (.red, 255, 59, 48, "red"), (.orange, 255, 149, 0, "orange"), (.yellow, 255, 204, 0, "yellow"),
            (.green, 52, 199, 89, "green"), (.mint, 0, 199, 190, "mint"), (.teal, 48, 176, 199, "teal"),
            (.cyan, 50, 173, 230, "cyan"), (.blue, 0, 122, 255, "blue"), (.indigo, 88, 86, 214, "indigo"),
            (.purple, 175, 82, 222, "purple"), (.pink, 255, 45, 85, "pink"), (.brown, 162, 132, 94, "brown"),
            (.gray, 142, 142, 147, "gray"), (.white, 255, 255, 255, "white"), (.black, 0, 0, 0, "black"),
            (.primary, 0, 0, 0, "primary"), (.secondary, 60, 60, 67, "secondary"), (.clear, 0, 0, 0, "clear"),
        ]
        for (color, r, g, b, name) in table {
            let resolved = color.resolvedValue
            #expect(abs(Double(resolved.red) * 255 - Double(r)) < 1e-3, "\(name)")
            #expect(abs(Double(resolved.green) * 255 - Double(g)) < 1e-3, "\(name)")
            #expect(abs(Double(resolved.blue) * 255 - Double(b)) < 1e-3, "\(name)")
            #expect(color.description == name)
        }
        #expect(Color.clear.resolvedValue.opacity == 0)
        #expect(abs(Color.secondary.resolvedValue.opacity - 0.6) < 1e-7)
    }

    @Test func componentInitialisers() {
        let color = Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.5).resolvedValue
        #expect(abs(color.red - 0.5) < 1e-6 && abs(color.green - 0.25) < 1e-6 && abs(color.blue - 1) < 1e-6)
        #expect(color.opacity == 0.5)
        let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 0).resolvedValue
        #expect(linear.linearRed == 0.5)
        let grey = Color(white: 0.5).resolvedValue
        #expect(grey.linearRed == grey.linearGreen && grey.linearGreen == grey.linearBlue)
        #expect(abs(grey.red - 0.5) < 1e-6 && grey.opacity == 1)
        let roundTrip = Color(Color.Resolved(red: 0.1, green: 0.2, blue: 0.3))
        #expect(abs(roundTrip.resolvedValue.green - 0.2) < 1e-6)
        // 0.1 and 0.3 come back just below (0.099999994, 0.29999998): 25.4999… and 76.4999…
        // are bytes 19 and 4C, as SwiftUI prints them.
        #expect(roundTrip.description == "#19334CFF")
    }

    @Test func hueSaturationBrightness() {
        func components(_ color: Color) -> [Double] {
            let r = color.resolvedValue
            return [r.red, r.green, r.blue].map { (Double($0) * 1000).rounded() / 1000 }
        }
        #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0])
        #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0])
        #expect(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1])
        #expect(components(Color(hue: 1.0 / 6, saturation: 1, brightness: 1)) == [1, 1, 0])
        #expect(components(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)) == [0.4, 0.8, 0.8])
        #expect(components(Color(hue: 5.0 / 6, saturation: 1, brightness: 0.5)) == [0.5, 0, 0.5])
        #expect(components(Color(hue: 0.75, saturation: 0, brightness: 0.3)) == [0.3, 0.3, 0.3])
        #expect(components(Color(hue: 1, saturation: 1, brightness: 1)) == [1, 0, 0])
        #expect(Color(hue: 0, saturation: 0, brightness: 0, opacity: 0.2).resolvedValue.opacity == 0.2)
    }

    /// The published linear Display P3 → linear sRGB matrix, from the primaries' chromaticities.
    @Test func displayP3MatrixComesFromThePrimaries() {
        let published: [[Double]] = [
            [1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735],
        ]
        for (row, expected) in zip(DisplayP3.toLinearSRGB, published) {
            for (value, target) in zip(row, expected) { #expect(abs(value - target) < 1e-6, "\(row)") }
        }
    }

    /// `Color(.displayP3, …)`: P3's red is outside sRGB (extended sRGB about (1.093, −0.227,
    /// −0.150)); white and greys stay white and grey.
    @Test func displayP3ColoursResolveIntoExtendedSRGB() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolvedValue
        #expect(abs(red.linearRed - 1.2249401) < 1e-6 && abs(red.linearGreen + 0.0420569) < 1e-6 && abs(red.linearBlue + 0.0196376) < 1e-6)
        #expect(abs(red.red - 1.0931) < 1e-4 && abs(red.green + 0.2267) < 1e-4 && abs(red.blue + 0.1501) < 1e-4)
        #expect(red.description == "#FF0000FF")
        let white = Color(.displayP3, white: 1, opacity: 0.5).resolvedValue
        #expect(abs(white.linearRed - 1) < 1e-6 && abs(white.linearGreen - 1) < 1e-6 && abs(white.linearBlue - 1) < 1e-6)
        #expect(white.opacity == 0.5)
        let grey = Color.Resolved(colorSpace: .displayP3, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
    }

    @Test func opacityMultipliesAndDescribes() {
        let faded = Color.red.opacity(0.5)
        #expect(faded.resolvedValue.opacity == 0.5)
        #expect(faded.resolvedValue.linearRed == Color.red.resolvedValue.linearRed)
        #expect(faded.description == "50% red")
        #expect(Color.secondary.opacity(0.5).resolvedValue.opacity == Float(0.6) * 0.5)
    }
}
