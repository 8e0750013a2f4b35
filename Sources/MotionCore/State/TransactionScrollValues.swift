import Foundation
import MotionAnimation

// Values a transaction carries for scroll views and presentations (iOS 17–26): set in
// `withTransaction` or `.transaction { }` and read back by views below; MotionCore's scrolling
// and presentations do not read them (programmatic scrolls use their own anchor, presentations
// are dismissed by their bindings only).

/// How a presentation may be dismissed [A `DismissBehavior`].
public struct DismissBehavior: Hashable, Sendable {
    let name: String
    /// Dismissed as the user would (a sheet slides away) [A].
    public static let interactive = DismissBehavior(name: "interactive")
    /// Dismissed at once, even with unsaved changes [A].
    public static let destructive = DismissBehavior(name: "destructive")
}

/// Whether a scroll view keeps its visible content in place when its content changes [A
/// `ScrollContentOffsetAdjustmentBehavior`].
public struct ScrollContentOffsetAdjustmentBehavior: Hashable, Sendable {
    let name: String
    /// The scroll view's choice [A].
    public static let automatic = ScrollContentOffsetAdjustmentBehavior(name: "automatic")
    /// No adjustment [A].
    public static let disabled = ScrollContentOffsetAdjustmentBehavior(name: "disabled")
}

extension Transaction {
    /// How a dismissal in this transaction behaves [A]: `.interactive` unless set.
    public var dismissBehavior: DismissBehavior {
        get { self[TransactionDismissBehaviorKey.self] }
        set { self[TransactionDismissBehaviorKey.self] = newValue }
    }

    /// Whether scroll views adjust their offset for content changes in this transaction [A]:
    /// `.automatic` unless set.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[TransactionScrollContentOffsetAdjustmentKey.self] }
        set { self[TransactionScrollContentOffsetAdjustmentKey.self] = newValue }
    }

    /// Whether a scroll position update keeps the scroll view's velocity [A]: false unless set.
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[TransactionScrollPositionPreservesVelocityKey.self] }
        set { self[TransactionScrollPositionPreservesVelocityKey.self] = newValue }
    }

    /// The anchor a programmatic scroll aligns its target to [A]: nil (the scroll's own) unless set.
    public var scrollTargetAnchor: UnitPoint? {
        get { self[TransactionScrollTargetAnchorKey.self] }
        set { self[TransactionScrollTargetAnchorKey.self] = newValue }
    }
}

enum TransactionDismissBehaviorKey: TransactionKey { static var defaultValue: DismissBehavior { .interactive } }
enum TransactionScrollContentOffsetAdjustmentKey: TransactionKey { static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic } }
enum TransactionScrollPositionPreservesVelocityKey: TransactionKey { static var defaultValue: Bool { false } }
enum TransactionScrollTargetAnchorKey: TransactionKey { static var defaultValue: UnitPoint? { nil } }
