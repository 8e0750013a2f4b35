extension Color {
    /// A named system colour from 8-bit sRGB components (light mode, standard contrast).
    private init(named name: String, red: Int, green: Int, blue: Int, opacity: Double = 1) {
        let byteMaximum = 255.0
        let resolved = Resolved(
            red: Float(Double(red) / byteMaximum), green: Float(Double(green) / byteMaximum),
            blue: Float(Double(blue) / byteMaximum), opacity: Float(opacity))
        self.init(resolvedValue: resolved, description: name)
    }

    // Light-mode sRGB values of Apple's system colours, from the "Specifications" table of the
    // Human Interface Guidelines, "Color" (iOS/iPadOS, default light) [A]. SwiftUI's named
    // colours are these system colours.

    /// sRGB (255, 59, 48) [A HIG].
    public static let red = Color(named: "red", red: 255, green: 59, blue: 48)
    /// sRGB (255, 149, 0) [A HIG].
    public static let orange = Color(named: "orange", red: 255, green: 149, blue: 0)
    /// sRGB (255, 204, 0) [A HIG].
    public static let yellow = Color(named: "yellow", red: 255, green: 204, blue: 0)
    /// sRGB (52, 199, 89) [A HIG].
    public static let green = Color(named: "green", red: 52, green: 199, blue: 89)
    /// sRGB (0, 199, 190) [A HIG].
    public static let mint = Color(named: "mint", red: 0, green: 199, blue: 190)
    /// sRGB (48, 176, 199) [A HIG].
    public static let teal = Color(named: "teal", red: 48, green: 176, blue: 199)
    /// sRGB (50, 173, 230) [A HIG].
    public static let cyan = Color(named: "cyan", red: 50, green: 173, blue: 230)
    /// sRGB (0, 122, 255) [A HIG].
    public static let blue = Color(named: "blue", red: 0, green: 122, blue: 255)
    /// sRGB (88, 86, 214) [A HIG].
    public static let indigo = Color(named: "indigo", red: 88, green: 86, blue: 214)
    /// sRGB (175, 82, 222) [A HIG].
    public static let purple = Color(named: "purple", red: 175, green: 82, blue: 222)
    /// sRGB (255, 45, 85) [A HIG].
    public static let pink = Color(named: "pink", red: 255, green: 45, blue: 85)
    /// sRGB (162, 132, 94) [A HIG].
    public static let brown = Color(named: "brown", red: 162, green: 132, blue: 94)
    /// sRGB (142, 142, 147) [A HIG, systemGray].
    public static let gray = Color(named: "gray", red: 142, green: 142, blue: 147)
    /// sRGB (255, 255, 255).
    public static let white = Color(named: "white", red: 255, green: 255, blue: 255)
    /// sRGB (0, 0, 0).
    public static let black = Color(named: "black", red: 0, green: 0, blue: 0)
    /// Transparent black: sRGB (0, 0, 0), opacity 0.
    public static let clear = Color(named: "clear", red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary label colour in light mode: black [GUESS: UIKit `label`, not numerically
    /// documented by Apple].
    public static let primary = Color(named: "primary", red: 0, green: 0, blue: 0)
    /// The secondary label colour in light mode: sRGB (60, 60, 67) at opacity 0.6 [GUESS: UIKit
    /// `secondaryLabel`, not numerically documented by Apple].
    public static let secondary = Color(named: "secondary", red: 60, green: 60, blue: 67, opacity: 0.6)
}
