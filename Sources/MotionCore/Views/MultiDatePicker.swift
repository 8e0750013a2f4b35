import Foundation

/// A control that picks several dates [A] (iOS 16), shown on iOS as an inline calendar of a month:
/// a visible node `MultiDatePicker("Dates")` laid out by `CalendarLayout`. The label names the
/// control (it is not drawn, as the calendar has no room for it [GUESS]); days are drawn by the
/// system, so a tap picks nothing and the selection stays as it is.
public struct MultiDatePicker<Label: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let title: String?
    let selection: Binding<Set<DateComponents>>
    /// The earliest and latest dates it offers, if bounded.
    let bounds: (Date?, Date?)

    init(title: String?, label: Label, selection: Binding<Set<DateComponents>>, bounds: (Date?, Date?)) {
        self.title = title
        self.label = label
        self.selection = selection
        self.bounds = bounds
    }

    /// A picker with a custom label [A].
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), selection: selection, bounds: (nil, nil))
    }

    /// A picker of dates in `bounds`, with a custom label [A].
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), selection: selection, bounds: (bounds.lowerBound, bounds.upperBound))
    }

    /// A picker of dates from `bounds` on, with a custom label [A].
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), selection: selection, bounds: (bounds.lowerBound, nil))
    }

    /// A picker of dates before `bounds`' end, with a custom label [A].
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), selection: selection, bounds: (nil, bounds.upperBound))
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let node = walk.runtime.titledNode(for: Self.self, typeName: "MultiDatePicker", title: title, at: walk, context, tappableByTitle: false)
        node.layout.base = CalendarLayout()
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(title: titleKey.text, label: Text(titleKey), selection: selection, bounds: (nil, nil))
    }

    /// A picker of dates in `bounds`, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(title: titleKey.text, label: Text(titleKey), selection: selection, bounds: (bounds.lowerBound, bounds.upperBound))
    }

    /// A picker of dates from `bounds` on, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(title: titleKey.text, label: Text(titleKey), selection: selection, bounds: (bounds.lowerBound, nil))
    }

    /// A picker of dates before `bounds`' end, titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(title: titleKey.text, label: Text(titleKey), selection: selection, bounds: (nil, bounds.upperBound))
    }
}
