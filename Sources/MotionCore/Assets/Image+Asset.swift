import Foundation

extension Image {
    /// The size of an asset image (`Image("logo")`) from the app's asset catalogue: the image
    /// set's size in points when it was read, nil when the set is known but its size is not (laid
    /// out as before, a square of the font's line height [GUESS]), `.zero` when the catalogue has
    /// no such set (SwiftUI draws nothing and logs the name [GUESS: its wording]). Nil for a
    /// symbol and a drawn image.
    var assetSize: CGSize? {
        guard !isSymbol, drawnSize == nil else { return nil }
        guard let set = AppAssets.image(named: name) else { return .zero }
        guard let width = set.width, let height = set.height else { return nil }
        return CGSize(width: width, height: height)
    }
}
