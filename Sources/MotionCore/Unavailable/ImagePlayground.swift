import Foundation

// Image Playground's sheet and its options: images generated on the device by Apple
// Intelligence. There is no ImagePlayground framework on Linux. Its types are plain names here;
// each modifier is unavailable, one error that says why.

/// A style of generated image [A `ImagePlaygroundStyle`]: only names here.
public struct ImagePlaygroundStyle: Hashable, Sendable {
    let name: String
    public static let animation = ImagePlaygroundStyle(name: "animation")
    public static let illustration = ImagePlaygroundStyle(name: "illustration")
    public static let sketch = ImagePlaygroundStyle(name: "sketch")
    /// Every style.
    public static let all: [ImagePlaygroundStyle] = [.animation, .illustration, .sketch]
}

/// Whether generated images may show people from the photo library
/// [A `ImagePlaygroundPersonalizationPolicy`]: only names here.
public enum ImagePlaygroundPersonalizationPolicy: Sendable {
    case automatic, enabled, disabled
}

/// A concept an image is generated from [A `ImagePlaygroundConcept`]: only a name here.
public struct ImagePlaygroundConcept: Sendable {
    /// A concept given as text.
    public static func text(_ text: String) -> ImagePlaygroundConcept { ImagePlaygroundConcept() }
}

extension View {
    /// [A `imagePlaygroundGenerationStyle(_:in:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundGenerationStyle(_ style: ImagePlaygroundStyle, in allowedStyles: [ImagePlaygroundStyle] = ImagePlaygroundStyle.all) -> some View { self }

    /// [A `imagePlaygroundPersonalizationPolicy(_:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundPersonalizationPolicy(_ policy: ImagePlaygroundPersonalizationPolicy = .automatic) -> some View { self }

    /// [A `imagePlaygroundSheet(isPresented:concept:sourceImage:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundSheet(isPresented: Binding<Bool>, concept: String, sourceImage: Image? = nil, onCompletion: @escaping (URL) -> Void, onCancellation: (() -> Void)? = nil) -> some View { self }

    /// [A `imagePlaygroundSheet(isPresented:concept:sourceImageURL:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundSheet(isPresented: Binding<Bool>, concept: String, sourceImageURL: URL, onCompletion: @escaping (URL) -> Void, onCancellation: (() -> Void)? = nil) -> some View { self }

    /// [A `imagePlaygroundSheet(isPresented:concepts:sourceImage:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundSheet(isPresented: Binding<Bool>, concepts: [ImagePlaygroundConcept] = [], sourceImage: Image? = nil, onCompletion: @escaping (URL) -> Void, onCancellation: (() -> Void)? = nil) -> some View { self }

    /// [A `imagePlaygroundSheet(isPresented:concepts:sourceImageURL:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "Image Playground; there is no ImagePlayground framework on Linux")
    public func imagePlaygroundSheet(isPresented: Binding<Bool>, concepts: [ImagePlaygroundConcept] = [], sourceImageURL: URL, onCompletion: @escaping (URL) -> Void, onCancellation: (() -> Void)? = nil) -> some View { self }
}
