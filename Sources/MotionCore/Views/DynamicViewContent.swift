import Foundation

/// A view of one view per element of a collection, whose elements can be deleted, moved and
/// dropped [A] (`ForEach` is one): it exposes the collection as `data`. Editing is not simulated,
/// so the actions are recorded on the content's views (`onDelete`, `onMove`,
/// `dropDestination(for: T)`), as the `View` forms record them.
public protocol DynamicViewContent<Data>: View {
    /// The collection of the content [A].
    associatedtype Data: Collection
    /// The collection the views are made from [A].
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the elements be deleted (by swiping, in a list) [A]; recorded.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        RecordedDynamicContent(base: self, record: "onDelete")
    }

    /// Lets the elements be moved (by dragging, in an editing list) [A]; recorded.
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        RecordedDynamicContent(base: self, record: "onMove")
    }

    /// Lets values of `payloadType` be dropped between the elements [A]; recorded.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        RecordedDynamicContent(base: self, record: "dropDestination(for: \(T.self))")
    }
}

/// Dynamic content with an editing action recorded on its views; its data is the base's. It
/// walks as `base.styled(record)` in its place, as the `View` form of the action does.
struct RecordedDynamicContent<Base: DynamicViewContent>: DynamicViewContent, BuiltinView {
    typealias Body = Never
    let base: Base
    let record: String

    var data: Base.Data { base.data }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(base.styled(record), context)
    }
}
