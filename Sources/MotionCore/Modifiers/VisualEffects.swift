import Foundation
import MotionAnimation
import TraceFormat

/// Effects that change how a view looks without changing its layout, computed from its geometry
/// [A] (`visualEffect(_:)`, iOS 17). Each effect lands as the modifier of the same name (a traced
/// property).
public protocol VisualEffect: Sendable {}

/// The effect that does nothing, the start of a `visualEffect` closure's chain [A].
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A chain of visual effects.
public struct VisualEffectChain: VisualEffect {
    /// The effects as attachments, in the order written.
    let steps: [@Sendable (Transaction) -> Attachment]
}

extension VisualEffect {
    func adding(_ step: @escaping @Sendable (Transaction) -> Attachment) -> VisualEffectChain {
        VisualEffectChain(steps: ((self as? VisualEffectChain)?.steps ?? []) + [step])
    }

    func traced<Value: TracedValue & Sendable>(_ property: TraceProperty, _ value: Value) -> VisualEffectChain {
        adding { .property(Traced(property, value), $0) }
    }

    private func traced(_ property: TraceProperty, scalar value: Double) -> VisualEffectChain {
        traced(property, TracedScalar(value, of: property))
    }

    public func offset(_ offset: CGSize) -> VisualEffectChain { traced(.offset, TracedPoint(x: offset.width, y: offset.height)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain { traced(.offset, TracedPoint(x: x, y: y)) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain { traced(.scaleEffect, TracedPoint(x: scale, y: scale, anchor: anchor)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain { traced(.scaleEffect, TracedPoint(x: scale.width, y: scale.height, anchor: anchor)) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain { traced(.rotationEffect, angle) }
    public func opacity(_ opacity: Double) -> VisualEffectChain { traced(.opacity, scalar: opacity) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain { traced(.blur, scalar: Double(radius)) }
    public func brightness(_ amount: Double) -> VisualEffectChain { traced(.brightness, scalar: amount) }
    public func contrast(_ amount: Double) -> VisualEffectChain { traced(.contrast, scalar: amount) }
    public func saturation(_ amount: Double) -> VisualEffectChain { traced(.saturation, scalar: amount) }
    public func grayscale(_ amount: Double) -> VisualEffectChain { traced(.grayscale, scalar: amount) }
    public func hueRotation(_ angle: Angle) -> VisualEffectChain { traced(.hueRotation, angle) }
}

extension View {
    /// Applies effects computed from the view's geometry [A]: `effect` receives an empty effect
    /// and the view's laid-out frame, and is evaluated again in the same update when the layout
    /// gives the view another frame.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        modifier(VisualEffectModifier(effect: { empty, proxy, _ in effect(empty, proxy) }))
    }
}

/// `visualEffect(_:)` and `scrollTransition`: the node it lands on is remembered at its place, so
/// later walks read that node's frame (and the frame of the scroll view around it).
struct VisualEffectModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    /// The effects from the view's geometry and the frame of the nearest scroll view around it
    /// (nil without one).
    let effect: (EmptyVisualEffect, GeometryProxy, CGRect?) -> any VisualEffect

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let key = walk.key.appending(.slot("visualEffect"))
        let target = (walk.owner.modifierState[key] as? WeakNode)?.node
        let rewalking = walk.owner.nearestRewalkable
        let proxy = target.flatMap { node in rewalking.map { runtime.readGeometry(of: node, rewalking: $0) } } ?? GeometryProxy(rect: .zero)
        let scroller = target.flatMap { node in node.nearestScrollView.flatMap { scroll in rewalking.map { runtime.readGeometry(of: scroll, rewalking: $0) } } }
        let viewport = scroller.map { $0.rect.inset(by: target?.nearestScrollView?.scrollContentInsets ?? EdgeInsets()) }
        var context = context
        for step in (effect(EmptyVisualEffect(), proxy, viewport) as? VisualEffectChain)?.steps ?? [] {
            context.pending.append(step(context.transaction))
        }
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        if let node = runtime.walks.nodeProbes.removeLast() {
            walk.owner.modifierState[key] = WeakNode(node: node)
            if target == nil, let rewalking { _ = runtime.readGeometry(of: node, rewalking: rewalking) }
        }
    }
}

extension ViewNode {
    /// The nearest `ScrollView` around the node.
    var nearestScrollView: ViewNode? {
        var current = parent
        while let node = current {
            if node.layout.base is ScrollLayout { return node }
            current = node.parent
        }
        return nil
    }

    /// This node or the nearest ancestor that can be evaluated again on its own.
    var nearestRewalkable: ViewNode? {
        var current: ViewNode? = self
        while let node = current {
            if node.rewalk != nil { return node }
            current = node.parent
        }
        return nil
    }
}
