import Foundation

// Metal shaders: SwiftUI compiles them for Apple GPUs; there is no Metal on Linux and MotionCore
// draws nothing on a GPU. The types are plain (a snippet may name them in a signature), every
// way to make or apply one is unavailable, so a use fails with one error at its line that names
// the API and why. A property a snippet reads and writes is unavailable by its getter, so a read
// and write is still one error.

/// A Metal shader function with its arguments [A `Shader`]: cannot be made on Linux.
public struct Shader: Equatable, Sendable {
    /// [A `init(function:arguments:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
    public init(function: ShaderFunction, arguments: [Argument]) {}

    /// [A `arguments`]: unavailable.
    public var arguments: [Argument] {
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux") get { [] }
        set {}
    }

    /// [A `dithersColor`]: unavailable.
    public var dithersColor: Bool {
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux") get { false }
        set {}
    }

    /// [A `function`]: unavailable.
    public var function: ShaderFunction {
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux") get { ShaderFunction() }
        set {}
    }

    /// [A `compile(as:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
    public func compile(as type: UsageType) async throws {}

    /// A value passed to a shader function [A `Shader.Argument`]: cannot be made on Linux.
    public struct Argument: Equatable, Sendable {
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static var boundingRect: Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func color(_ color: Color) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func colorArray(_ array: [Color]) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func data(_ data: Data) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func floatArray(_ array: [Float]) -> Argument { Argument() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static func image(_ image: Image) -> Argument { Argument() }
    }

    /// What a shader is compiled for [A `Shader.UsageType`]: only names on Linux.
    public struct UsageType: Hashable, Sendable {
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static var colorEffect: UsageType { UsageType() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static var distortionEffect: UsageType { UsageType() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static var layerEffect: UsageType { UsageType() }
        @available(*, unavailable, message: "a Metal shader; there is no Metal on Linux")
        public static var shapeStyle: UsageType { UsageType() }
    }
}

/// A function of a Metal shader library [A `ShaderFunction`]: cannot be made on Linux.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    init() {}

    /// [A `init(library:name:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader function; there is no Metal on Linux")
    public init(library: ShaderLibrary, name: String) {}

    /// [A `library`]: unavailable.
    public var library: ShaderLibrary {
        @available(*, unavailable, message: "a Metal shader function; there is no Metal on Linux") get { ShaderLibrary() }
        set {}
    }

    /// [A `name`]: unavailable.
    public var name: String {
        @available(*, unavailable, message: "a Metal shader function; there is no Metal on Linux") get { "" }
        set {}
    }

    /// [A `dynamicallyCall(withArguments:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader function; there is no Metal on Linux")
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { fatalError() }
}

/// A library of Metal shader functions [A `ShaderLibrary`]: cannot be made on Linux.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    init() {}

    /// [A `init(data:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader library; there is no Metal on Linux")
    public init(data: Data) {}

    /// [A `init(url:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader library; there is no Metal on Linux")
    public init(url: URL) {}

    /// [A `default`]: unavailable.
    @available(*, unavailable, message: "a Metal shader library; there is no Metal on Linux")
    public static var `default`: ShaderLibrary { ShaderLibrary() }

    /// [A `bundle(_:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader library; there is no Metal on Linux")
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary() }

    /// [A `subscript(dynamicMember:)`]: unavailable.
    @available(*, unavailable, message: "a Metal shader library; there is no Metal on Linux")
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction() }
}

extension View {
    /// [A `colorEffect(_:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// [A `distortionEffect(_:maxSampleOffset:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

    /// [A `layerEffect(_:maxSampleOffset:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

extension VisualEffect {
    /// [A `colorEffect(_:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }

    /// [A `distortionEffect(_:maxSampleOffset:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }

    /// [A `layerEffect(_:maxSampleOffset:isEnabled:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}

extension GraphicsContext.Filter {
    /// [A `colorShader(_:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter { fatalError() }

    /// [A `distortionShader(_:maxSampleOffset:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter { fatalError() }

    /// [A `layerShader(_:maxSampleOffset:)`]: unavailable.
    @available(*, unavailable, message: "applies a Metal shader; there is no Metal on Linux")
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter { fatalError() }
}

extension GraphicsContext.Shading {
    /// [A `shader(_:bounds:)`]: unavailable.
    @available(*, unavailable, message: "fills with a Metal shader; there is no Metal on Linux")
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading { fatalError() }
}
