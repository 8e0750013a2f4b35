import Foundation

// The drag-and-drop of iOS 26: dragging items out of containers by identifier, drop sessions
// and drag configurations. Nothing is ever dragged in a snippet (MotionTrace scripts touches,
// not drag sessions), so each modifier is recorded on the view, as `draggable(_:)` is
// (`Modifiers/TransferModifiers.swift`); payloads are never made and session callbacks never run.

/// The operations a drag source allows [A `DragConfiguration`]; copy is always allowed.
public struct DragConfiguration: Sendable {
    /// Whether the item may be moved (removed from the source after the drop) [A].
    public var allowMove: Bool
    /// Whether the item may be dragged to delete (macOS) [A].
    public var allowDelete: Bool

    /// Copy, and move when `allowMove` [A].
    public init(allowMove: Bool) { self.init(allowMove: allowMove, allowDelete: false) }
    /// Copy, move when `allowMove`, delete when `allowDelete` [A].
    public init(allowMove: Bool, allowDelete: Bool) {
        self.allowMove = allowMove
        self.allowDelete = allowDelete
    }
}

/// What a drop does [A `DropOperation`].
public enum DropOperation: Hashable, Sendable {
    case cancel, forbidden, copy, move
}

/// How a drop destination takes a drop [A `DropConfiguration`].
public struct DropConfiguration: Sendable {
    /// The operation the destination performs [A].
    public var operation: DropOperation
    /// A configuration performing `operation` [A].
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag under way [A `DragSession`]: never made here (nothing is dragged).
public struct DragSession: Sendable {
    private init() {}
}

/// A drop under way over a view [A `DropSession`]: never made here (nothing is dragged).
public struct DropSession: Sendable {
    private init() {}
}

extension View {
    /// Drags the item `item` returns, found by its identity [A]; recorded.
    public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, containerNamespace: Namespace.ID? = nil, _ item: @escaping () -> Item?
    ) -> some View where Item.ID: Sendable {
        styled("draggable(\(Item.self))")
    }

    /// Drags the item `payload` returns, identified by `id` [A]; recorded.
    public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>, containerNamespace: Namespace.ID? = nil,
        _ payload: @escaping () -> Item?
    ) -> some View {
        styled("draggable(\(Item.self))")
    }

    /// Drags `item`, identified by `id` [A]; recorded.
    public func draggable<Item: Transferable, ItemID: Hashable & Sendable>(
        _ itemType: Item.Type = Item.self, id: KeyPath<Item, ItemID>, item: @autoclosure @escaping () -> Item?,
        containerNamespace: Namespace.ID? = nil
    ) -> some View {
        styled("draggable(\(Item.self))")
    }

    /// Drags `item`, found by its identity [A]; recorded.
    public func draggable<Item: Transferable & Identifiable>(
        _ itemType: Item.Type = Item.self, item: @autoclosure @escaping () -> Item?, containerNamespace: Namespace.ID? = nil
    ) -> some View where Item.ID: Sendable {
        styled("draggable(\(Item.self))")
    }

    /// Drags the container's item with identifier `containerItemID` [A]; recorded.
    public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil) -> some View {
        styled("draggable(containerItemID: \(ItemID.self))")
    }

    /// A container whose items are dragged by identity; `payload` makes the dragged items [A]; recorded.
    public func dragContainer<Item, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil, _ payload: @escaping ([Item.ID]) -> Data
    ) -> some View where Item: Transferable & Identifiable, Item == Data.Element, Item.ID: Sendable {
        styled("dragContainer(for: \(Item.self))")
    }

    /// A container whose items are dragged by the identifier at `itemID` [A]; recorded.
    public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([ItemID]) -> Data
    ) -> some View where Item == Data.Element {
        styled("dragContainer(for: \(Item.self))")
    }

    /// The identifiers a drag from the container takes [A]; recorded.
    public func dragContainerSelection<ItemID: Hashable & Sendable>(
        _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
    ) -> some View {
        styled("dragContainerSelection")
    }

    /// The operations a drag from the view allows [A]; recorded.
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View {
        styled("dragConfiguration(allowMove: \(configuration.allowMove), allowDelete: \(configuration.allowDelete))")
    }

    /// How the view takes a drop [A]; recorded (no drop session happens).
    public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View {
        styled("dropConfiguration")
    }

    /// Makes the view a place to drop values of `type`, with the session [A]; recorded (not when
    /// disabled: SwiftUI applies it as if it were not written).
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self, isEnabled: Bool = true, action: @escaping ([T], DropSession) -> Void
    ) -> some View {
        styled("dropDestination(for: \(T.self))", isEnabled: isEnabled)
    }

    /// Runs `onUpdate` as a drag from the view progresses [A]; recorded (no drag happens).
    public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View {
        styled("onDragSessionUpdated")
    }

    /// Runs `onUpdate` as a drop over the view progresses [A]; recorded (no drop happens).
    public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View {
        styled("onDropSessionUpdated")
    }

    /// What Paste puts into the view, with values of `payloadType` [A]; recorded (there is no
    /// pasteboard).
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
    ) -> some View {
        styled("pasteDestination(for: \(T.self))")
    }
}
