/// A modifier you apply to a view with `.modifier(_:)` [A]: its `body(content:)` is walked in
/// place of the view, with `content` standing for the view.
public protocol ViewModifier {
    associatedtype Body: View
    /// The content a modifier's body wraps [A].
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier: it has no body")
    }
}

/// The content inside a `ViewModifier`'s body [A].
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, BuiltinView {
    public typealias Body = Never
    let content: any View

    init(content: any View) {
        self.content = content
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// A view with a modifier applied [A].
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, BuiltinView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func walk(_ walk: Walk, _ context: WalkContext) {
        if let builtin = modifier as? any BuiltinModifier {
            builtin.walk(content: content, walk, context)
        } else if let environmental = modifier as? any EnvironmentalModifier {
            environmental.walkResolved(content: content, walk, context)
        } else {
            walk.runtime.visitModifier(modifier, content: content, at: walk, context)
        }
    }
}

extension ModifiedContent: ViewModifier, BuiltinModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    /// `a.concat(b)` applied to a view is the view with `a`, then `b`.
    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.walk(ModifiedContent<ErasedContent, Modifier>(content: ErasedContent(content: ModifiedContent<ErasedContent, Content>(content: ErasedContent(content: content), modifier: self.content)), modifier: modifier), context)
    }
}

/// A view of unknown type walked in place (no identity of its own).
struct ErasedContent: View, BuiltinView {
    typealias Body = Never
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

extension View {
    /// Applies a modifier [A].
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by another [A].
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that does nothing [A].
public struct EmptyModifier: ViewModifier, BuiltinModifier, Sendable {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// The content of `.animation(_:body:)`, `.transaction(_:body:)` and the animator modifiers'
/// closures [A]: the view being modified.
public struct PlaceholderContentView<Value>: View, BuiltinView {
    public typealias Body = Never
    let content: any View
    /// Whether reaching it restores the transaction saved by `.animation(_:body:)`.
    let restoresTransaction: Bool

    init(content: Value, restoresTransaction: Bool = false) where Value: View {
        self.content = content
        self.restoresTransaction = restoresTransaction
    }

    /// The content of a transition's body (`Value` is the transition).
    init(erased content: any View) {
        self.content = content
        self.restoresTransaction = false
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        if restoresTransaction, let saved = context.savedTransactions.popLast() {
            context.transaction = saved
        }
        walk.walk(content, context)
    }
}
