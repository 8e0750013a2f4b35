import Foundation
import MotionAnimation

/// Modifiers that change nothing MotionCore simulates (text input, presentation chrome, list
/// row actions, text fitting): they compile as in SwiftUI and are recorded as styles on the view.
extension View {
    /// The heights a sheet may rest at [A]; recorded (a sheet is laid out at its large detent).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { styled("presentationDetents") }
    /// Whether a sheet shows its drag indicator [A]; recorded.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { styled("presentationDragIndicator(.\(visibility))") }
    /// Whether a swipe may dismiss the sheet [A]; recorded (there is no swipe).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { styled("interactiveDismissDisabled(\(isDisabled))") }
    /// A sheet's corner radius [A]; recorded.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { styled("presentationCornerRadius") }

    /// Binds the view's focus to `binding` [A]; recorded (no focus or typing is simulated).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { styled("focused") }
    /// Focuses the view when `binding` equals `value` [A]; recorded.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { styled("focused") }
    /// How typed text is capitalised [A]; recorded.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { styled("textInputAutocapitalization") }
    /// Whether autocorrection is off [A]; recorded.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { styled("autocorrectionDisabled(\(disable))") }
    /// The return key's label [A]; recorded.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { styled("submitLabel(.\(submitLabel))") }
    /// The keyboard a text field asks for [A]; recorded.
    public func keyboardType(_ type: UIKeyboardType) -> some View { styled("keyboardType(.\(type))") }

    /// The smallest factor text may shrink by to fit [A]; recorded (texts wrap, they do not shrink).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { styled("minimumScaleFactor(\(AnimationNumberFormat.string(Double(factor))))") }

    /// Actions revealed by swiping a list row [A]: recorded, and the buttons walked into a node
    /// `SwipeActions` after the row, so a scripted tap can run one (there is no swipe).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(SecondaryItemsModifier(name: "SwipeActions", items: content()))
            .styled("swipeActions(edge: .\(edge))")
    }
    /// The space between list rows [A]; recorded.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { styled("listRowSpacing") }

    /// Margins around a scroll view's content [A]; recorded.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        styled("contentMargins")
    }
    /// Margins around a scroll view's content [A]; recorded.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { styled("contentMargins") }
    /// When a scroll view bounces [A]; recorded.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { styled("scrollBounceBehavior") }
    /// When scrolling dismisses the keyboard [A]; recorded.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { styled("scrollDismissesKeyboard") }
    /// The id of the view a scroll view shows at its start [A]; recorded (scrolling is not simulated).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { styled("scrollPosition") }

    /// Masks the view with `mask`'s opacity (the older form) [A]; recorded like `mask { }`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        let view = mask
        return self.mask(alignment: .center) { view }
    }
}

/// A height a sheet can rest at [A].
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
}

/// How typed text is capitalised [A].
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

/// The return key's label [A].
public enum SubmitLabel: Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// The keyboard a text field asks for [A].
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Where content margins apply [A].
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// When a scroll view bounces [A].
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// When scrolling dismisses the keyboard [A].
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}

/// Which view has the keyboard focus [A]: a value of your own that no typing changes here.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state [A].
    @propertyWrapper
    public struct Binding {
        let box: FocusBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    private let box: FocusBox<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }

    public init() where Value == Bool {
        box = FocusBox(value: false)
    }

    public init<T: Hashable>() where Value == T? {
        box = FocusBox(value: nil)
    }
}

/// The storage of a focus state.
final class FocusBox<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}
