/// What every control style protocol shares (`GaugeStyle`, `ProgressViewStyle`, `LabelStyle`,
/// `MenuStyle`, `GroupBoxStyle` …): a style modifier puts a custom style in the environment and
/// records itself; the control below reads it and walks the style's `makeBody(configuration:)`
/// in place of its own drawing [A]. A built-in style (one of SwiftUI's) is only recorded: the
/// control keeps its iPhone layout.

/// A built-in style, recorded by the modifier as `.name` (`gaugeStyle(.linearCapacity)`).
protocol BuiltinStyle {
    var styleName: String { get }
}

/// A custom style of the controls with configuration `Configuration`, erased: the view that
/// draws a control from its configuration.
struct CustomControlStyle<Configuration> {
    let makeBody: (Configuration) -> any View
}

/// The environment key of the custom style of one kind of control (one per configuration type).
enum CustomControlStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: CustomControlStyle<Configuration>? { nil }
}

extension View {
    /// Puts `style` in the environment of the controls below when it is a custom style (it
    /// replaces an outer custom style; a built-in one removes it) and records the modifier as
    /// `name(.styleName)`, or `name(TypeName)` for a custom style.
    func controlStyle<Style, Configuration>(
        _ name: String, _ style: Style, makeBody: @escaping (Style, Configuration) -> any View
    ) -> some View {
        let builtin = style as? any BuiltinStyle
        let custom = builtin == nil ? CustomControlStyle<Configuration> { makeBody(style, $0) } : nil
        return modifier(EnvironmentWriter { $0[CustomControlStyleKey<Configuration>.self] = custom })
            .styled("\(name)(\(builtin.map { ".\($0.styleName)" } ?? String(describing: Style.self)))")
    }
}

extension WalkContext {
    /// The custom style of controls with `Configuration` in effect here, if any.
    func customStyle<Configuration>(for: Configuration.Type) -> CustomControlStyle<Configuration>? {
        environment[CustomControlStyleKey<Configuration>.self]
    }

    /// This context without the custom style of `Configuration`: a control a style's body
    /// builds from its configuration (`Gauge(configuration)`) is drawn in the built-in style,
    /// not in the style again.
    func withoutCustomStyle<Configuration>(for: Configuration.Type) -> WalkContext {
        var context = self
        context.environment[CustomControlStyleKey<Configuration>.self] = nil
        return context
    }
}

extension ViewRuntime {
    /// Walks a custom style's body as the whole content of a control's node, which then lays
    /// it out as a group (the style draws the control; the node keeps its name and path).
    func walkStyledBody<Configuration>(
        _ style: CustomControlStyle<Configuration>, _ configuration: Configuration, of node: ViewNode, _ context: WalkContext
    ) {
        node.layout.base = PassthroughLayout()
        let inner = context.withoutCustomStyle(for: Configuration.self).forContent
        walkContent(of: node, transaction: context.transaction) { walk in
            walk.walk(style.makeBody(configuration), inner)
        }
    }
}
