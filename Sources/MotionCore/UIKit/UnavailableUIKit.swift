import Foundation

// UIKit that MotionCore cannot run: views and controllers hosted by UIKit. Each is declared with
// its UIKit name and marked unavailable, so a snippet that uses one fails with one error at its
// own line that names the API and says why, instead of "cannot find type" or a cascade.
//
// Checked with Swift 6.3.1: `struct V: UIViewRepresentable { func makeUIView(context: Context)
// -> UIView … }` used as a view gives exactly the one "'UIViewRepresentable' is unavailable: …"
// error. It needs the protocol to refine `View` and to give its associated type a default (an
// uninferrable one adds "does not conform"), and `UIView`, `UIViewController` and the context
// type to be available (an unavailable type in the methods' signatures adds an error per use).
// Members of `UIView` that UIKit code calls inside (`layer`, `addSubview`) are not declared and
// are reported as missing members.

/// A SwiftUI view wrapping a UIKit view [A `UIViewRepresentable`]: unavailable.
@available(*, unavailable, message: "UIViewRepresentable hosts a UIKit view; Motionbook's engine has no UIKit views on Linux")
public protocol UIViewRepresentable: View {
    associatedtype UIViewType = UIView
    typealias Context = UIViewRepresentableContext<Self>
}

/// A SwiftUI view wrapping a UIKit view controller [A `UIViewControllerRepresentable`]:
/// unavailable.
@available(*, unavailable, message: "UIViewControllerRepresentable hosts a UIKit view controller; Motionbook's engine has no UIKit views on Linux")
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType = UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
}

/// The context a representable's methods get [A]; only a name here, so their signatures compile
/// up to the representable's own error.
public struct UIViewRepresentableContext<Representable> {}

/// The context a view controller representable's methods get [A]; only a name here.
public struct UIViewControllerRepresentableContext<Representable> {}

/// A UIKit view [A `UIView`]: only its name and initialisers, for the signatures of a
/// representable (which is unavailable). Its animation functions are unavailable.
open class UIView {
    public init(frame: CGRect) {}
    public convenience init() { self.init(frame: .zero) }

    /// [A `animate(withDuration:animations:)`]: unavailable.
    @available(*, unavailable, message: "UIView.animate animates UIKit views; Motionbook's engine has no UIKit views on Linux: use withAnimation")
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

    /// [A `animate(withDuration:animations:completion:)`]: unavailable.
    @available(*, unavailable, message: "UIView.animate animates UIKit views; Motionbook's engine has no UIKit views on Linux: use withAnimation")
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}

    /// [A `animate(withDuration:delay:options:animations:completion:)`]: unavailable.
    @available(*, unavailable, message: "UIView.animate animates UIKit views; Motionbook's engine has no UIKit views on Linux: use withAnimation")
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}

    /// [A `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`]:
    /// unavailable.
    @available(*, unavailable, message: "UIView.animate animates UIKit views; Motionbook's engine has no UIKit views on Linux: use withAnimation(.spring(…))")
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

extension UIView {
    /// How `animate` animates [A `UIView.AnimationOptions`]: declared so that
    /// `options: [.curveEaseInOut]` reaches the unavailable `animate`'s message rather than a
    /// missing-member error.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}

/// A UIKit view controller [A `UIViewController`]: only its name, for the signatures of a
/// representable (which is unavailable).
open class UIViewController {
    public init() {}
}

/// A UIKit controller hosting a SwiftUI view [A `UIHostingController`]: unavailable.
@available(*, unavailable, message: "UIHostingController puts SwiftUI into a UIKit app; Motionbook runs a snippet's view itself and has no UIKit views on Linux")
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) {}
}
