import Foundation

/// An image of the app's asset catalogue, as Xcode generates them (`Image(.hero)`)
/// [A ImageResource]. Snippets have no asset catalogue, so no member exists: `Image(.hero)` is a
/// compile error at the user's line that the runner explains, rather than an unrelated message
/// about `String`. A resource made by name is recorded as `Image(name)` is.
public struct ImageResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// An image of the asset catalogue [A]: recorded by name.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
