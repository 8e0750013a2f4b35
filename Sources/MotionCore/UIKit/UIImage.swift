/// The type of `#imageLiteral(resourceName:)`, as UIKit declares it on iOS [A UIKit].
public typealias _ImageLiteralType = UIImage

/// UIKit's image, as far as SwiftUI code passes it to `Image(uiImage:)` [A `UIImage`]: a name and
/// nothing drawn. `UIImage(named:)` finds the image sets of the app's asset catalogue
/// (`AppAssets`), and no other name.
open class UIImage: _ExpressibleByImageLiteral, @unchecked Sendable {
    /// The asset or SF Symbol name.
    let name: String
    /// Whether `name` is an SF Symbol's.
    let isSymbol: Bool

    init(name: String, isSymbol: Bool) {
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An image from the app's asset catalogue [A `init(named:)`]: nil for a name the catalogue
    /// lacks.
    public convenience init?(named name: String) {
        guard AppAssets.hasImage(named: name) else { return nil }
        self.init(name: name, isSymbol: false)
    }

    /// An SF Symbol [A `init(systemName:)`]: always an image of that symbol.
    public convenience init?(systemName name: String) {
        self.init(name: name, isSymbol: true)
    }

    /// The image of `#imageLiteral(resourceName:)`: the asset of that name [A
    /// `_ExpressibleByImageLiteral`].
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(name: path, isSymbol: false)
    }
}

extension Image {
    /// An image view of a UIKit image [A `init(uiImage:)`]: the same node as `Image(name)` or
    /// `Image(systemName:)` for the image's name.
    public init(uiImage: UIImage) {
        self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
    }
}
