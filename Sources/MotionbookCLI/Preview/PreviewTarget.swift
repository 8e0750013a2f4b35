import TraceFormat

/// The name a scripted tap, drag, scroll or pinch gives the view the learner pointed at on the
/// preview page's stage, as the engine finds targets (`ViewRuntime.findTarget`: the first view
/// in tree order whose title, text or symbol name is the target, or whose path it is): the
/// text or symbol the view shows, else the first one inside it (a button's title), when that
/// names this very view first in the scene's order at that frame and can be written in the
/// syntax (``ScenarioSyntax/canWrite(target:)``); else the view's path.
enum PreviewTarget {
    /// The target naming the node at `path` as the scene stands at `frame`; nil when no node
    /// has that path or neither a label nor the path can be written.
    static func name(of path: String, in scene: Trace.Scene, frame: Int) -> String? {
        let nodes = scene.nodes
        func present(_ index: Int) -> Bool { nodes[index].from <= frame && (nodes[index].until.map { frame < $0 } ?? true) }
        guard let index = nodes.indices.first(where: { nodes[$0].path == path && present($0) }) ?? nodes.indices.first(where: { nodes[$0].path == path })
        else { return nil }
        // The node and the nodes inside it, in drawing (tree) order: its subtree follows it.
        var inside: Set<Int> = [index]
        var subtree = [index]
        for later in nodes.indices.dropFirst(index + 1) {
            guard let parent = nodes[later].parent, inside.contains(parent) else { continue }
            inside.insert(later)
            subtree.append(later)
        }
        for candidate in subtree where present(candidate) {
            guard let label = shown(nodes[candidate], frame: frame), ScenarioSyntax.canWrite(target: label) else { continue }
            // The engine takes the first view with the label; it must be this one.
            let first = nodes.indices.first { present($0) && shown(nodes[$0], frame: frame) == label }
            if first == candidate { return label }
        }
        return ScenarioSyntax.canWrite(target: path) ? path : nil
    }

    /// The text or symbol name `node` shows at `frame` (its last content from that frame or
    /// before, else its own).
    static func shown(_ node: Trace.SceneNode, frame: Int) -> String? {
        var text = node.text
        var symbol = node.symbol
        for later in node.contents ?? [] where later.frame <= frame {
            text = later.text
            symbol = later.symbol
        }
        return text ?? symbol
    }
}
