/// A problem SwiftUI reports at run time ("runtime issue", a log message) about the modifier it
/// is attached to: recorded as a `warning` event on the view the modifiers land on, when that
/// view appears (once per view, not at every evaluation of its body, which is when SwiftUI logs
/// it). No message: nothing is recorded.
struct RuntimeIssueModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let message: String?

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        guard let message else { return walk.walk(content, context) }
        let runtime = walk.runtime
        runtime.walks.nodeProbes.append(nil)
        walk.walk(content, context)
        guard let node = runtime.walks.nodeProbes.removeLast(), node.createdInWalk == runtime.walks.count else { return }
        runtime.warn(message, node: node)
    }
}

extension View {
    /// Records `message` as SwiftUI's runtime issue for this view, when there is one.
    func runtimeIssue(_ message: String?) -> some View {
        modifier(RuntimeIssueModifier(message: message))
    }
}
