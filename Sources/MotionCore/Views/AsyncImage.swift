import Foundation
import MotionAnimation

/// The state of an image loaded from a URL [A].
public enum AsyncImagePhase {
    /// Not loaded yet [A].
    case empty
    /// Loaded [A].
    case success(Image)
    /// Not loaded, with the error [A].
    case failure(any Error)

    /// The image when loaded [A].
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error when loading failed [A].
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL [A]: a visible node `AsyncImage` whose content is what its phase
/// shows. A snippet runs without a network (no connection is ever opened), so it shows what an
/// iPhone without a connection shows: the `.empty` phase when it appears, then, in an update
/// right after it appears (as an `onAppear` change, with the view's `transaction`), the
/// `.failure` phase with `URLError(.notConnectedToInternet)`, recorded as a `warning` naming
/// the URL (`AsyncImage "https://…": not loaded, no network`). A nil URL fails the same way
/// without a warning. The forms without a phase show their placeholder throughout: the
/// standard one fills the space offered in `secondarySystemFill` [GUESS: iOS's grey].
public struct AsyncImage<Content: View>: View, BuiltinView {
    public typealias Body = Never
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> any View

    /// An image at `url` shown with the phase's content [A].
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = { content($0) }
    }

    init(url: URL?, scale: CGFloat, shows content: @escaping (AsyncImagePhase) -> any View) {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = content
    }

    /// The standard placeholder: a grey that fills the space offered.
    static var standardPlaceholder: any View { Color(uiColor: .secondarySystemFill) }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "AsyncImage", typeName: "AsyncImage")
        node.layout.base = PassthroughLayout()
        let state = node.slots[AsyncImageState.slot] as? AsyncImageState ?? AsyncImageState()
        node.slots[AsyncImageState.slot] = state
        let (url, transaction) = (self.url, self.transaction)
        node.appearActions.append { [weak runtime, weak node] in
            guard let runtime, !state.failed else { return }
            if let url { runtime.record(.warning, node: node, detail: "AsyncImage \(Text.quoted(url.absoluteString)): not loaded, no network") }
            withTransaction(transaction) { runtime.enqueueChange { state.failed = true } }
        }
        let phase: AsyncImagePhase = state.failed ? .failure(URLError(.notConnectedToInternet)) : .empty
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content(phase), context.forContent)
        }
    }
}

extension AsyncImage where Content == Image {
    /// An image at `url`, its standard placeholder until it loads [A].
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in phase.image ?? Self.standardPlaceholder }
    }
}

extension AsyncImage {
    /// An image at `url`: `content` with the image once loaded, `placeholder` until then (and
    /// when it fails) [A].
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }
}

/// Whether an async image's load has failed, kept on its node.
final class AsyncImageState {
    static let slot = "AsyncImage.phase"
    var failed = false
}
