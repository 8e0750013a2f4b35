import Foundation

/// Keyboard, pointer and command input [A]: MotionCore has no keyboard, pointer or menu bar,
/// so these handlers are recorded on the view and never called.
extension View {
    /// Runs `action` when `key` is pressed while the view has focus [A]; recorded, never called.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        styled("onKeyPress(\(key.character.debugDescription))")
    }
    /// The same for the key's `phases` [A]; recorded.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        styled("onKeyPress(\(key.character.debugDescription))")
    }
    /// For any key producing one of `characters` [A]; recorded.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        styled("onKeyPress(characters:)")
    }
    /// For any of `keys` [A]; recorded.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        styled("onKeyPress(keys: \(keys.count))")
    }
    /// For any key [A]; recorded.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        styled("onKeyPress")
    }
    /// Runs `action` when the modifier keys in `mask` change [A]; recorded, never called.
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true, _ action: @escaping (EventModifiers, EventModifiers) -> Void) -> some View {
        styled("onModifierKeysChanged")
    }
    /// Shows `alternate` while `modifiers` are held [A]; recorded (never held; not walked).
    public func modifierKeyAlternate<V: View>(_ modifiers: EventModifiers, @ViewBuilder _ alternate: () -> V) -> some View {
        styled("modifierKeyAlternate(\(modifiers.description))")
    }
    /// Runs `action` as a pointer moves over the view [A]; recorded (no pointer on iPhone).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        styled("onContinuousHover")
    }
    /// Whether the pointer shows over the view [A]; recorded.
    public func pointerVisibility(_ visibility: Visibility) -> some View { styled("pointerVisibility(.\(visibility))") }
    /// Runs `action` on a move command (arrow keys, a remote's swipe) [A]; recorded.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { styled("onMoveCommand") }
    /// Runs `action` on the exit command (Escape, Menu) [A]; recorded.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { styled("onExitCommand") }
    /// Runs `action` on the play/pause command [A]; recorded.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { styled("onPlayPauseCommand") }
    /// Runs `action` on the delete command [A]; recorded.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { styled("onDeleteCommand") }
    /// Steps `value` within `bounds` on page up and down [A]; recorded.
    public func pageCommand<V: BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1) -> some View {
        styled("pageCommand")
    }
    /// Runs `action` after a long touch on a remote's touch surface [A]; recorded (tvOS).
    public func onLongTouchGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onTouchingChanged: ((Bool) -> Void)? = nil) -> some View {
        styled("onLongTouchGesture")
    }
    /// The string type-to-select matches for the view [A]; recorded.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { styled("typeSelectEquivalent") }
    /// The same from a text (nil: none) [A]; recorded.
    public func typeSelectEquivalent(_ text: Text?) -> some View { styled("typeSelectEquivalent") }
    /// The same from a string [A]; recorded.
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { styled("typeSelectEquivalent") }
    /// Runs `action` when a live resize of the window starts or ends [A]; recorded.
    public func onInteractiveResizeChange(_ action: @escaping (Bool) -> Void) -> some View { styled("onInteractiveResizeChange") }
}

/// A key press and what handled it [A].
public struct KeyPress: Sendable {
    /// The key [A].
    public let key: KeyEquivalent
    /// The characters the key produces [A].
    public let characters: String
    /// The modifier keys held [A].
    public let modifiers: EventModifiers
    /// Down, repeat or up [A].
    public let phase: Phases

    /// Whether a handler used the press [A].
    public enum Result: Sendable {
        case handled, ignored
    }

    /// The phases of a key press [A].
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Where a pointer is over a view [A].
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// The direction of a move command [A].
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}
