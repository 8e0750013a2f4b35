import Foundation
import MotionAnimation

/// One `matchedGeometryEffect` on a node: its group (id in a namespace), the geometry it shares,
/// the anchor and whether it is the group's source.
struct MatchedGeometryLink {
    /// The group: the id and the namespace.
    let group: String
    /// The group as SwiftUI's warning names it (`Pair<String, ID>(first: "card", second: …)`).
    let groupDescription: String
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    /// `rect` of a view taking `shared` per the properties: `.size` takes its size, `.position`
    /// puts its anchor point on the shared anchor point (SEMANTICS.md, "Transitions").
    func matched(_ rect: CGRect, to shared: CGRect) -> CGRect {
        var result = rect
        if properties.contains(.size) { result.size = shared.size }
        if properties.contains(.position) {
            let point = CGPoint(x: shared.minX + anchor.x * shared.width, y: shared.minY + anchor.y * shared.height)
            result.origin = CGPoint(x: point.x - anchor.x * result.width, y: point.y - anchor.y * result.height)
        }
        return result
    }
}

/// Which geometry `matchedGeometryEffect` shares [A].
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The anchor point, in window coordinates [A].
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size, in local coordinates [A].
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both [A].
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Links the geometry of the views with the same `id` in `namespace` [A]: a view that is not
    /// the source takes the source's frame (per `properties`, at `anchor`); a view inserted in
    /// the update that removes another of its group starts at the removed view's frame and
    /// animates to its own, and the removed one animates to the inserted one's, with the
    /// transaction of the change.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        let idText = (id as? String).map { Text.quoted($0) } ?? String(describing: id)
        let link = MatchedGeometryLink(
            group: "\(namespace.value)|\(ID.self)|\(id)",
            groupDescription: "Pair<\(ID.self), ID>(first: \(idText), second: SwiftUI.Namespace.ID(id: \(namespace.value)))",
            properties: properties, anchor: anchor, isSource: isSource)
        return modifier(AttachingModifier { _ in .matched(link) }).styled("matchedGeometryEffect(id: \(idText))")
    }
}
