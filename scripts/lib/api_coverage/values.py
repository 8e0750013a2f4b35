"""The one table of values the usage generator passes for parameter types, and of the concrete
types it picks for generic parameters. A type the table does not know becomes a parameter of the
row's function, typed exactly as the documentation spells it (so the usage still checks that
type and the call, without inventing a value)."""

from . import signature as s

# The plain value types (a static member of a protocol with one of them is a requirement).
BASIC = {"Bool", "Int", "Double", "CGFloat", "Float", "String", "TimeInterval"}

# A value for each simple type, written as SwiftUI code writes it.
LITERALS = {
    "Bool": "false",
    "Int": "1", "Int8": "1", "Int16": "1", "Int32": "1", "Int64": "1",
    "UInt": "1", "UInt8": "1", "UInt16": "1", "UInt32": "1", "UInt64": "1",
    "Double": "1", "CGFloat": "1", "Float": "1", "TimeInterval": "1",
    "String": '"x"', "Substring": '"x"', "Character": '"x"',
    "LocalizedStringKey": '"x"', "LocalizedStringResource": '"x"',
    "Text": 'Text("x")', "AnyView": 'AnyView(Text("x"))', "EmptyView": "EmptyView()",
    "Image": 'Image(systemName: "star")',
    "Color": "Color.red", "Angle": "Angle.zero", "UnitPoint": "UnitPoint.center",
    "CGPoint": "CGPoint.zero", "CGSize": "CGSize.zero", "CGRect": "CGRect.zero",
    "Animation": "Animation.default", "Font": "Font.body", "Alignment": "Alignment.center",
    "Date": "Date()", "URL": 'URL(string: "https://example.com")!',
    "Void": "()",
    # Helper types of the prelude (see PRELUDE).
    "RowItem": "RowItem()", "RowError": "RowError()",
}

# Protocol -> a concrete type that conforms, and how to write a value of it. Generic parameters
# constrained to the protocol are replaced by the type; `some P` and `any P` parameters get the
# value. A protocol missing here is looked up in the conformance table (a helper type declared
# for the row).
CONFORMING = {
    "View": ("Text", 'Text("x")'),
    "Shape": ("Rectangle", "Rectangle()"),
    "InsettableShape": ("Rectangle", "Rectangle()"),
    "ShapeStyle": ("Color", "Color.red"),
    "Gesture": ("TapGesture", "TapGesture()"),
    "Transition": ("OpacityTransition", "OpacityTransition()"),
    "StringProtocol": ("String", '"x"'),
    "BinaryFloatingPoint": ("Double", "1"), "FloatingPoint": ("Double", "1"),
    "VectorArithmetic": ("Double", "1"), "Animatable": ("Double", "1"),
    "AdditiveArithmetic": ("Double", "1"), "Numeric": ("Double", "1"),
    "BinaryInteger": ("Int", "1"), "FixedWidthInteger": ("Int", "1"), "SignedInteger": ("Int", "1"),
    "Strideable": ("Int", "1"), "Comparable": ("Int", "1"),
    "Hashable": ("Int", "1"), "Equatable": ("Int", "1"), "Sendable": ("Int", "1"),
    "Codable": ("Int", "1"), "Decodable": ("Int", "1"), "Encodable": ("Int", "1"),
    "Identifiable": ("RowItem", "RowItem()"),
    "Error": ("RowError", "RowError()"),
    "Transferable": ("String", '"x"'),
    "CoordinateSpaceProtocol": ("LocalCoordinateSpace", ".local"),
    "VisualEffect": ("EmptyVisualEffect", "EmptyVisualEffect()"),
    "NavigationTransition": ("AutomaticNavigationTransition", ".automatic"),
    "Publisher": ("Just<Int>", "Just(1)"),
    "TimelineSchedule": ("PeriodicTimelineSchedule", "PeriodicTimelineSchedule(from: Date(), by: 1)"),
    "NSFetchRequestResult": ("NSManagedObject", "NSManagedObject()"),
    "NSObject": ("NSNumber", "NSNumber(value: 1)"),
    "FormatStyle": ("FloatingPointFormatStyle<Double>", "FloatingPointFormatStyle<Double>()"),
    "ParseableFormatStyle": ("FloatingPointFormatStyle<Double>", "FloatingPointFormatStyle<Double>()"),
    "_FormatSpecifiable": ("Double", "1"),
    "SortComparator": ("KeyPathComparator<RowItem>", "KeyPathComparator(\\RowItem.id)"),
    "TextSelectability": ("EnabledTextSelectability", ".enabled"),
    "AccessibilityQuickActionStyle": ("AccessibilityQuickActionPromptStyle", ".prompt"),
    "ToolbarContent": ("ToolbarItem<(), Text>", 'ToolbarItem { Text("x") }'),
    "CustomizableToolbarContent": ("ToolbarItem<String, Text>", 'ToolbarItem(id: "x") { Text("x") }'),
    "TableRowContent": ("TableRow<RowItem>", "TableRow(RowItem())"),
    "TableColumnContent": ("TableColumn<RowItem, Never, Text, Text>", 'TableColumn("x") { (_: RowItem) in Text("x") }'),
    # Symbol effects: one of each kind (a generic parameter asks for the kind and SymbolEffect,
    # which has no entry, so the kind's entry is chosen).
    "IndefiniteSymbolEffect": ("PulseSymbolEffect", ".pulse"),
    "DiscreteSymbolEffect": ("BounceSymbolEffect", ".bounce"),
    "TransitionSymbolEffect": ("AppearSymbolEffect", ".appear"),
    "ContentTransitionSymbolEffect": ("ReplaceSymbolEffect", ".replace"),
    # Styles: a built-in style of each (the protocols without public requirements cannot be
    # adopted in code).
    "PrimitiveButtonStyle": ("PlainButtonStyle", "PlainButtonStyle()"),
    "ListStyle": ("PlainListStyle", "PlainListStyle()"),
    "PickerStyle": ("DefaultPickerStyle", "DefaultPickerStyle()"),
    "NavigationViewStyle": ("StackNavigationViewStyle", "StackNavigationViewStyle()"),
    "TextFieldStyle": ("PlainTextFieldStyle", "PlainTextFieldStyle()"),
    "ToggleStyle": ("SwitchToggleStyle", "SwitchToggleStyle()"),
    "LabelStyle": ("TitleOnlyLabelStyle", "TitleOnlyLabelStyle()"),
    "ProgressViewStyle": ("LinearProgressViewStyle", "LinearProgressViewStyle()"),
    "TabViewStyle": ("DefaultTabViewStyle", "DefaultTabViewStyle()"),
    "IndexViewStyle": ("PageIndexViewStyle", "PageIndexViewStyle()"),
    "DatePickerStyle": ("DefaultDatePickerStyle", "DefaultDatePickerStyle()"),
    "MenuStyle": ("DefaultMenuStyle", "DefaultMenuStyle()"),
    "FormStyle": ("GroupedFormStyle", "GroupedFormStyle()"),
    "GaugeStyle": ("DefaultGaugeStyle", "DefaultGaugeStyle()"),
    "GroupBoxStyle": ("DefaultGroupBoxStyle", "DefaultGroupBoxStyle()"),
    "ControlGroupStyle": ("AutomaticControlGroupStyle", "AutomaticControlGroupStyle()"),
    "DisclosureGroupStyle": ("AutomaticDisclosureGroupStyle", "AutomaticDisclosureGroupStyle()"),
    "LabeledContentStyle": ("AutomaticLabeledContentStyle", "AutomaticLabeledContentStyle()"),
    "NavigationSplitViewStyle": ("AutomaticNavigationSplitViewStyle", "AutomaticNavigationSplitViewStyle()"),
    "TableStyle": ("AutomaticTableStyle", "AutomaticTableStyle()"),
    "TextEditorStyle": ("AutomaticTextEditorStyle", "AutomaticTextEditorStyle()"),
    "CustomStringConvertible": ("String", '"x"'),
}

CONFORMING_VALUES = {type_name: value for type_name, value in CONFORMING.values()}

COLLECTIONS = {"Sequence", "Collection", "RandomAccessCollection", "BidirectionalCollection",
               "MutableCollection", "RangeReplaceableCollection"}

# Declared once at the top of every generated file: the element type of collections and the
# error type the table uses.
PRELUDE = """\
struct RowItem: Identifiable, Hashable, Comparable, Codable {
    var id = 0
    static func < (a: RowItem, b: RowItem) -> Bool { a.id < b.id }
}
struct RowError: Error {}
"""

VIEW_RESULTS = {"View", "Text"}


def literal(t, extra=None):
    """The table's value for a concrete type (after generic parameters were replaced), or None.
    Closures get a closure of the right arity returning a value of their result type. `extra`
    adds values of the row's own helper types (name -> expression)."""
    extra = extra or {}
    t, attributes = s.strip_attributes(t)
    if isinstance(t, s.Named):
        name = str(t)
        if name in LITERALS:
            return LITERALS[name]
        if name in CONFORMING_VALUES:
            return CONFORMING_VALUES[name]
        if name in extra:
            return extra[name]
        if t.base is None and len(t.parts) == 1:
            head, args = t.parts[0]
            if head == "Binding" and len(args) == 1:
                inner = literal(args[0], extra)
                return f".constant({inner})" if inner is not None else None
            if head in ("Array", "Set") and len(args) == 1:
                inner = literal(args[0], extra)
                return f"[{inner}]" if inner is not None else None
            if head == "Optional" and len(args) == 1:
                return literal(args[0], extra)
            if head == "ClosedRange" and len(args) == 1 and literal(args[0], extra) is not None:
                return f"{literal(args[0], extra)}...{literal(args[0], extra)}"
            if head == "Range" and len(args) == 1 and literal(args[0], extra) is not None:
                return f"{literal(args[0], extra)}..<{literal(args[0], extra)}"
        return None
    if isinstance(t, s.Optional):
        return literal(t.wrapped, extra)
    if isinstance(t, s.Array):
        inner = literal(t.element, extra)
        return f"[{inner}]" if inner is not None else None
    if isinstance(t, s.Dictionary):
        key, value = literal(t.key, extra), literal(t.value, extra)
        return f"[{key}: {value}]" if key is not None and value is not None else None
    if isinstance(t, s.Tuple):
        values = [literal(e, extra) for _, e in t.elements]
        if None in values:
            return None
        return "(" + ", ".join((f"{label}: " if label else "") + v for (label, _), v in zip(t.elements, values)) + ")"
    if isinstance(t, s.Opaque):
        return opaque_value(t.constraint)
    if isinstance(t, s.Metatype) and t.keyword == "Type":
        instance = t.instance
        if isinstance(instance, (s.Opaque, s.Composition)):
            return None
        return f"{instance}.self"
    if isinstance(t, s.Function):
        return closure(t, extra)
    if isinstance(t, s.Variadic):
        return literal(t.element, extra)
    return None


def opaque_value(constraint):
    """A value for `some P` / `any P`: the conforming type's value (an array of numbers for a
    collection)."""
    if isinstance(constraint, s.Named) and constraint.base is None and len(constraint.parts) == 1:
        if constraint.parts[0][0] in COLLECTIONS:
            return "[1]"
        entry = CONFORMING.get(constraint.parts[0][0])
        if entry:
            return entry[1]
    return None


def closure(function, extra=None):
    """A closure literal of the function type's arity returning a value of its result type, or
    None when the result type has no value in the table."""
    result, _ = s.strip_attributes(function.result)
    if isinstance(result, s.Named) and str(result) in ("Void", "()"):
        body = ""
    elif isinstance(result, s.Tuple) and not result.elements:
        body = ""
    else:
        body = literal(result, extra)
        if body is None and isinstance(result, s.Optional):
            body = "nil"
        if body is None:
            return None
    arity = len(function.parameters)
    parameters = ", ".join("_" for _ in range(arity))
    head = f" {parameters} in" if arity else ""
    if not body:
        return "{" + head + " }" if arity else "{}"
    return "{" + head + " " + body + " }"
