/// A node held weakly (in modifier state, among a transition's roots).
final class WeakNode {
    weak var node: ViewNode?
    init(node: ViewNode) { self.node = node }
}
