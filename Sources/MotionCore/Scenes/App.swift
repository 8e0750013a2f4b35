/// An app's entry point [A App]: compiled so that a learner's app target builds unchanged, never
/// run (`motionbook run DIR` mounts the folder's previews or its root view instead; the app's
/// `@main` is blanked by the runner).
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// Part of an app's user interface [A Scene]; only composed, never shown.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// The scene of an app's main window [A WindowGroup].
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }
}

/// Several scenes [A SceneBuilder].
public struct _TupleScene<each Part: Scene>: Scene {
    public typealias Body = Never
    let parts: (repeat each Part)
}

/// Builds an app's scenes [A SceneBuilder].
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Part: Scene>(_ parts: repeat each Part) -> _TupleScene<repeat each Part> {
        _TupleScene(parts: (repeat each parts))
    }
}
