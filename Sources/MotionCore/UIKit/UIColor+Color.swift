import Foundation
import MotionAnimation

/// The type of `#colorLiteral(red:green:blue:alpha:)` when nothing else is asked for, as UIKit
/// declares it on iOS [A UIKit]. The compiler looks this name up where the literal is written, so
/// it must be visible to every snippet: without it, `Color(#colorLiteral(…))` makes swiftc fail to
/// produce a diagnostic at all.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// A colour with a UIKit colour's values [A `init(uiColor:)`, iOS 15]. A system colour keeps
    /// its name for traces (`Color(UIColor.systemGray4)`); others are named by their value.
    public init(uiColor: UIColor) {
        let resolved = Resolved(
            colorSpace: .sRGB, red: Float(uiColor.red), green: Float(uiColor.green), blue: Float(uiColor.blue),
            opacity: Float(uiColor.alpha))
        self.init(resolvedValue: resolved, description: uiColor.name ?? resolved.description)
    }

    /// A colour with a UIKit colour's values [A `init(_:)` taking a `UIColor`, iOS 13]:
    /// `Color(.systemGray4)`, `Color(UIColor.systemBackground)`.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}

extension UIColor {
    /// A UIKit colour with a SwiftUI colour's light-mode sRGB values [A `init(_:)` taking a
    /// `Color`, iOS 14]; `Color(UIColor(c))` keeps `c`'s name.
    public convenience init(_ color: Color) {
        let resolved = color.resolvedValue
        self.init(
            red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
            alpha: CGFloat(resolved.opacity), isGrayscale: false, name: color.description)
    }
}
