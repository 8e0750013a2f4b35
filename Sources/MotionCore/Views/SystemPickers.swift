import Foundation

/// Controls whose tap presents a system sheet or popover MotionCore does not draw: the tap is a
/// `presentation` event (`colorPicker "Tint" presented`), and nothing in the sheet can be
/// picked, so their selection stays as it is.
extension ViewRuntime {
    /// The control's node, laid out as a label with a system-drawn control of `control` size at
    /// its trailing edge (`LabeledControlLayout`), whose tap presents `kind`.
    func systemPickerNode(
        for viewType: Any.Type, kind: String, title: String?, control: CGSize, at walk: Walk, _ context: WalkContext, label: any View
    ) {
        let typeName = kind.prefix(1).uppercased() + kind.dropFirst()
        let node = titledNode(for: viewType, typeName: typeName, title: title, at: walk, context)
        node.layout.base = LabeledControlLayout(control: control)
        let detail = "\(kind)\(title.map { " \(Text.quoted($0))" } ?? "") presented"
        node.tapActions.insert(TapAction { [weak self, weak node] in self?.record(.presentation, node: node, detail: detail) }, at: 0)
        walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

/// A control that picks a colour [A]: a visible node `ColorPicker("Tint")`, its label at the
/// leading edge and a 28-point colour well at the trailing one [GUESS: iOS's well]; a tap
/// presents the system's colour picker (`presentation` event), which picks nothing here.
public struct ColorPicker<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let title: String?

    /// The size of the colour well, points [GUESS: measured on screen, not documented].
    static var well: CGSize { CGSize(width: 28, height: 28) }

    /// A colour picker with a custom label [A].
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    init(title: String, label: Label) {
        self.label = label
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.runtime.systemPickerNode(for: Self.self, kind: "colorPicker", title: title, control: Self.well, at: walk, context, label: label)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(title: titleKey.text, label: Text(titleKey))
    }

    /// A colour picker titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(title: String(title), label: Text(title))
    }
}

/// A control that picks a date [A], in its compact style: a visible node `DatePicker("Date")`,
/// its label at the leading edge and a button per component at the trailing one (a 112-point
/// date and a 74-point time, 34 points high, 8 apart [GUESS: iOS's compact buttons]); a tap
/// presents the system's calendar (`presentation` event), which picks nothing here.
public struct DatePicker<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let title: String?
    let components: DatePickerComponents
    let selection: Binding<Date>
    /// The earliest and latest date it picks, if bounded.
    let bounds: (Date?, Date?)

    /// The parts a date picker shows [A].
    public typealias Components = DatePickerComponents

    /// A date picker with a custom label [A].
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), components: displayedComponents, selection: selection, bounds: (nil, nil))
    }

    /// A date picker within a range, with a custom label [A].
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), components: displayedComponents, selection: selection, bounds: (range.lowerBound, range.upperBound))
    }

    /// A date picker from a date on, with a custom label [A].
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), components: displayedComponents, selection: selection, bounds: (range.lowerBound, nil))
    }

    /// A date picker up to a date, with a custom label [A].
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), components: displayedComponents, selection: selection, bounds: (nil, range.upperBound))
    }

    init(title: String?, label: Label, components: Components, selection: Binding<Date>, bounds: (Date?, Date?)) {
        self.label = label
        self.title = title
        self.components = components
        self.selection = selection
        self.bounds = bounds
    }

    /// The buttons' size for `components`, points.
    static func control(_ components: Components) -> CGSize {
        let widths = (components.contains(.date) ? [112.0] : []) + (components.contains(.hourAndMinute) ? [74.0] : [])
        return CGSize(width: widths.reduce(0, +) + LayoutPass.defaultSpacing * CGFloat(max(0, widths.count - 1)), height: 34)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        if let style = context.customStyle(for: DatePickerStyleConfiguration.self) {
            let runtime = walk.runtime
            let node = runtime.titledNode(for: Self.self, typeName: "DatePicker", title: title, at: walk, context, tappableByTitle: false)
            let configuration = DatePickerStyleConfiguration(
                label: StyledLabel(content: label), selection: selection, minimumDate: bounds.0, maximumDate: bounds.1, displayedComponents: components
            )
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        walk.runtime.systemPickerNode(for: Self.self, kind: "datePicker", title: title, control: Self.control(components), at: walk, context, label: label)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, label: Text(titleKey), components: displayedComponents, selection: selection, bounds: (nil, nil))
    }

    /// A date picker within a range, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, label: Text(titleKey), components: displayedComponents, selection: selection, bounds: (range.lowerBound, range.upperBound))
    }

    /// A date picker from a date on, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: titleKey.text, label: Text(titleKey), components: displayedComponents, selection: selection, bounds: (range.lowerBound, nil))
    }

    /// A date picker titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(title: String(title), label: Text(title), components: displayedComponents, selection: selection, bounds: (nil, nil))
    }
}

/// The parts a date picker shows [A].
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}
