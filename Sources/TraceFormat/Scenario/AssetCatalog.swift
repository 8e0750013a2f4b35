/// What a program's asset catalogues (`*.xcassets` beside its Swift files) hold that a run can
/// use: colour sets and image sets by name. The snippet runner reads the catalogues
/// (`SnippetRunner/Assets/`) and hands this to the program in its scenario document
/// (`assets`); MotionCore resolves `Color("name")`, `Image("name")` and `UIColor(named:)` from it.
/// Scenario data, not compiled in: a changed colour reruns the program without a compile.
public struct AssetCatalog: Hashable, Sendable {
    /// A colour's space as an asset catalogue names it, reduced to the three the engine converts.
    public enum ColorSpace: String, Hashable, Sendable {
        /// `srgb`, `extended-srgb`, and the grey spaces (a grey is its white in all three).
        case sRGB = "srgb"
        /// `extended-linear-srgb`: linear components.
        case linearSRGB = "linear-srgb"
        /// `display-p3`.
        case displayP3 = "display-p3"
    }

    /// One colour of a colour set: its space and components, each a fraction 0…1 (an extended
    /// space may go beyond), opacity 0…1.
    public struct Components: Hashable, Sendable {
        public var space: ColorSpace
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        public init(space: ColorSpace, red: Double, green: Double, blue: Double, opacity: Double) {
            self.space = space
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// A colour set (`Name.colorset`): its universal colour and its light and dark ones, each
    /// when the set has it.
    public struct ColorSet: Hashable, Sendable {
        public var any: Components?
        public var light: Components?
        public var dark: Components?

        public init(any: Components? = nil, light: Components? = nil, dark: Components? = nil) {
            self.any = any
            self.light = light
            self.dark = dark
        }

        /// The colour shown in a colour scheme, as iOS picks it: the set's dark (or light) colour
        /// when it has one, else its universal one, else the other appearance's.
        public func components(dark isDark: Bool) -> Components? {
            isDark ? dark ?? any ?? light : light ?? any ?? dark
        }
    }

    /// An image set (`Name.imageset`): its size in points, when its image is a PNG whose size
    /// was read (pixels divided by the scale of the variant read); nil otherwise.
    public struct ImageSet: Hashable, Sendable {
        public var width: Double?
        public var height: Double?

        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
    }

    public var colors: [String: ColorSet]
    public var images: [String: ImageSet]

    public init(colors: [String: ColorSet] = [:], images: [String: ImageSet] = [:]) {
        self.colors = colors
        self.images = images
    }

    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }
}
