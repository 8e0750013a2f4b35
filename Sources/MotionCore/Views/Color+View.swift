import MotionAnimation
import TraceFormat

/// A colour is also a view that fills its space [A]: a visible leaf named `Color(red)` whose
/// colour is the animatable property `color`.
extension Color: View, BuiltinView {
    public typealias Body = Never

    func walk(_ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.property(Traced(.color, TracedColor(color: resolvedValue)), context.transaction))
        let node = walk.runtime.visibleNode(for: Color.self, at: walk, context, name: "Color(\(description))", typeName: "Color")
        node.layout.base = FillLayout()
        var drawing = SceneTraits()
        drawing.kind = .color
        node.setDrawing(drawing)
    }
}
