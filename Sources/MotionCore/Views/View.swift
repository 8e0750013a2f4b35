/// A piece of user interface [A]: your views declare `body`; primitive views (shapes, `Text`,
/// stacks …) have `Never` as their body and are walked by the runtime itself.
///
/// Unlike SwiftUI's, MotionCore's `View` is not `@MainActor`: the runtime evaluates bodies
/// synchronously on the thread that drives it, so a view that is explicitly `@MainActor` does
/// not conform.
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of the view [A].
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    /// `Never` is the body of primitive views and gestures; it has none itself.
    public var body: Never {
        preconditionFailure("Never has no body")
    }
}

extension View where Body == Never {
    /// Primitive views have no body; reading it is a programming error, as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view: it has no body")
    }
}
