import Foundation

/// A number that grows and shrinks with the text size [A `ScaledMetric`]:
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) private var iconSize = 24.0
/// ```
///
/// Its value is the number given times how much `relativeTo`'s text style (`.body` when not
/// given) has grown at the environment's `dynamicTypeSize` against `.large`: the ratio of the
/// style's point sizes in the Human Interface Guidelines' Dynamic Type table [A] HIG
/// "Typography", the ratio [DERIVED] (UIKit's `UIFontMetrics` scales a custom value by its own
/// curve, which Apple does not publish; at `.large` both are the number itself).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, RuntimeInstallable {
    private let base: Value
    private let location: EnvironmentLocation<CGFloat>

    /// A value scaled like body text [A].
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value scaled like `textStyle` [A].
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        location = EnvironmentLocation { $0.dynamicTypeSize.scale(of: textStyle) }
    }

    /// The number scaled for the view's text size [A].
    public var wrappedValue: Value { base * Value(location.value) }

    func install(label: String, in node: ViewNode, runtime: ViewRuntime, environment: EnvironmentValues) {
        location.install(label: label, in: node, runtime: runtime, environment: environment)
    }
}

/// `ScaledMetric` is `Sendable` when its value is (see `State`).
extension ScaledMetric: @unchecked Sendable where Value: Sendable {}
