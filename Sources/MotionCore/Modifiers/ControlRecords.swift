import Foundation

/// Modifiers of controls and containers that change nothing MotionCore draws, lays out or
/// runs: recorded on the view they land on.
extension View {
    /// The shape containers below use for `ContainerRelativeShape` [A]; recorded.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        styled("containerShape(\(T.self))")
    }

    /// A tooltip, from a text [A]; recorded (there is no pointer on iPhone).
    public func help(_ text: Text) -> some View {
        styled("help(\(Text.quoted(text.string)))")
    }

    /// A tooltip, from a localised string key [A]; recorded.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        styled("help(\(Text.quoted(textKey.text)))")
    }

    /// A tooltip, from a string [A]; recorded.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        styled("help(\(Text.quoted(String(text))))")
    }

    /// A hardware keyboard shortcut for the control [A]; recorded (no keyboard).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        styled("keyboardShortcut(\(KeyboardShortcut(key, modifiers: modifiers).description))")
    }

    /// A hardware keyboard shortcut for the control [A]; recorded.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        styled("keyboardShortcut(\(shortcut.description))")
    }

    /// The background style of the views below [A]; recorded.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        styled("backgroundStyle(\(style))")
    }

    /// Whether a scroll view draws its content outside its bounds [A] (iOS 17); recorded (the
    /// scene clips nothing to a scroll view).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        styled("scrollClipDisabled(\(disabled))")
    }

    /// Whether menus below show their indicator [A]; recorded.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        styled("menuIndicator(.\(visibility))")
    }
}

/// A key of a keyboard shortcut [A].
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces [A].
    public let character: Character
    /// The key as a shortcut's record names it.
    let name: String

    public init(_ character: Character) {
        self.character = character
        name = Text.quoted(String(character))
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    private init(_ character: Character, name: String) {
        self.character = character
        self.name = "." + name
    }

    public static let upArrow = KeyEquivalent("\u{F700}", name: "upArrow")
    public static let downArrow = KeyEquivalent("\u{F701}", name: "downArrow")
    public static let leftArrow = KeyEquivalent("\u{F702}", name: "leftArrow")
    public static let rightArrow = KeyEquivalent("\u{F703}", name: "rightArrow")
    public static let escape = KeyEquivalent("\u{1B}", name: "escape")
    public static let delete = KeyEquivalent("\u{8}", name: "delete")
    public static let deleteForward = KeyEquivalent("\u{F728}", name: "deleteForward")
    public static let home = KeyEquivalent("\u{F729}", name: "home")
    public static let end = KeyEquivalent("\u{F72B}", name: "end")
    public static let pageUp = KeyEquivalent("\u{F72C}", name: "pageUp")
    public static let pageDown = KeyEquivalent("\u{F72D}", name: "pageDown")
    public static let clear = KeyEquivalent("\u{F739}", name: "clear")
    public static let tab = KeyEquivalent("\t", name: "tab")
    public static let space = KeyEquivalent(" ", name: "space")
    public static let `return` = KeyEquivalent("\r", name: "return")
}

/// The modifier keys of a keyboard shortcut [A].
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// The set as Swift writes it (`[.command, .shift]`).
    var description: String {
        let names = [(Self.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"), (.command, "command"), (.numericPad, "numericPad")]
        let present = names.filter { contains($0.0) }.map { "." + $0.1 }
        return present.count == 1 ? present[0] : "[\(present.joined(separator: ", "))]"
    }
}

/// A key with its modifier keys [A].
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, the default action's shortcut [A].
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the cancel action's shortcut [A].
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    var description: String {
        modifiers == .command ? key.name : "\(key.name), modifiers: \(modifiers.description)"
    }
}
