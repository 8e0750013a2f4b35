import Foundation
import MotionAnimation

/// Drag and drop, copy, cut and Services with `Transferable` values [A]: there is no drag, no
/// pasteboard and no Services menu here, so each is recorded on the view with the type it moves
/// (`draggable(String)`); payloads are never made and actions never run.
extension View {
    /// Makes the view draggable with `payload` [A]; recorded.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        styled("draggable(\(T.self))")
    }

    /// Makes the view draggable with `payload` and a preview [A]; recorded (the preview is not
    /// walked).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        styled("draggable(\(T.self))")
    }

    /// Makes the view a place to drop values of `payloadType` [A]; recorded (`isTargeted` is
    /// never called: nothing is dragged over it).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        styled("dropDestination(for: \(T.self))")
    }

    /// What Copy copies from the view [A]; recorded.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        styled("copyable(\(T.self))")
    }

    /// What Cut takes from the view [A]; recorded.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
        styled("cuttable(for: \(T.self))")
    }

    /// What the view offers to Services [A] (macOS); recorded.
    public func exportableToServices<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        styled("exportableToServices(\(T.self))")
    }

    /// What the view offers to Services, taking edits back [A]; recorded.
    public func exportableToServices<T: Transferable>(
        _ payload: @autoclosure @escaping () -> [T], onEdit: @escaping ([T]) -> Bool
    ) -> some View {
        styled("exportableToServices(\(T.self))")
    }

    /// What the view takes from Services [A]; recorded.
    public func importableFromServices<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Bool) -> some View {
        styled("importableFromServices(for: \(T.self))")
    }

    /// How the previews of a drag from the view are composed [A] (macOS); recorded.
    public func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View {
        styled("dragPreviewsFormation(.\(formation.name))")
    }

    /// How the previews of a drop on the view are composed [A] (macOS); recorded.
    public func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View {
        styled("dropPreviewsFormation(.\(formation.name))")
    }
}

/// How dragged previews are composed [A] (macOS).
public struct DragDropPreviewsFormation: Sendable {
    let name: String
    /// The system's choice [A].
    public static let `default` = DragDropPreviewsFormation(name: "default")
    /// One below another, leading edges aligned, not overlapping [A].
    public static let list = DragDropPreviewsFormation(name: "list")
    /// Where each was, relative to the others [A].
    public static let none = DragDropPreviewsFormation(name: "none")
    /// On top of each other, turned at random [A].
    public static let pile = DragDropPreviewsFormation(name: "pile")
    /// Overlapping diagonally [A].
    public static let stack = DragDropPreviewsFormation(name: "stack")
}
