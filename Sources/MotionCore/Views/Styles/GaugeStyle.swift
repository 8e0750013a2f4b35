/// How gauges look [A]. A custom style's `makeBody(configuration:)` is walked in place of each
/// gauge below the modifier; the built-in styles are recorded (every gauge is drawn as iPhone's
/// linear capacity bar).
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` draws [A].
public struct GaugeStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias CurrentValueLabel = StyledLabel
    public typealias MinimumValueLabel = StyledLabel
    public typealias MaximumValueLabel = StyledLabel
    public typealias MarkedValueLabel = StyledLabel

    /// Where the value lies in the gauge's bounds, 0 … 1 [A].
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabel
}

public struct DefaultGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "linearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryCircular" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryCircularCapacity" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryLinear" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "accessoryLinearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
/// The watchOS and macOS circular style [A]; drawn as the bar here.
public struct CircularGaugeStyle: GaugeStyle, BuiltinStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The style with its bar in `tint` [A]; recorded by name only.
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "circular" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
/// The watchOS and macOS linear style [A]; drawn as the bar here.
public struct LinearGaugeStyle: GaugeStyle, BuiltinStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The style with its bar in `tint` [A]; recorded by name only.
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "linear" }
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: LinearGaugeStyle { .init() } }

extension View {
    /// The style of the gauges below [A]: a custom style draws them, a built-in one is recorded.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        controlStyle("gaugeStyle", style) { (style: S, configuration: GaugeStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
