import Foundation
import Observation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Modifiers recorded on the node they land on, in the order written, with SwiftUI's signatures
/// (drag and drop, text and labels, platforms without a counterpart here, drawing effects not
/// modelled, accessibility, focused values, container backgrounds and shapes); and the ones
/// among them that change layout or taps (`listRowInsets(_:_:)`, `ContextMenu`, `equatable()`).
@Suite struct RecordedAdditionsTests {
    @Observable final class Document {}

    struct FocusedTitleKey: FocusedValueKey {
        typealias Value = String
    }

    struct Everything: View {
        @Namespace private var rotor

        var body: some View {
            VStack {
                Text("transfer")
                    .draggable("payload")
                    .draggable(URL(fileURLWithPath: "/x")) { Text("preview") }
                    .dropDestination(for: String.self) { _, _ in true }
                    .copyable(["a"])
                    .cuttable(for: String.self) { ["b"] }
                    .exportableToServices(["c"]) { _ in true }
                    .importableFromServices(for: String.self) { _ in true }
                    .dragPreviewsFormation(.pile)
                    .dropPreviewsFormation(.list)
                Text("text")
                    .allowsTightening(true)
                    .flipsForRightToLeftLayoutDirection(true)
                    .layoutDirectionBehavior(.mirrors(in: .rightToLeft))
                    .labelIconToTitleSpacing(4)
                    .labelReservedIconWidth(20)
                    .labelsVisibility(.hidden)
                Text("platform")
                    .allowsWindowActivationEvents()
                    .handlesExternalEvents(preferring: ["b", "a"], allowing: ["*"])
                    .defaultAppStorage(UserDefaults.standard)
                    .contentCaptureProtected()
                    .invalidatableContent()
                    .interactionActivityTrackingTag("tag")
                    .findDisabled()
                    .horizontalRadioGroupLayout()
                    .defaultWheelPickerItemHeight(30)
                    .defersSystemGestures(on: .vertical)
                    .keyboardShortcut("s", modifiers: .command, localization: .withoutMirroring)
                    .defaultHoverEffect(.lift)
                    .hoverEffectDisabled()
                    .hoverEffectGroup()
                    .hoverEffectGroup(id: "card", in: rotor, behavior: .followsGroup)
                    .hoverEffectGroup(nil)
                    .cameraAnchor()
                    .buttonSizing(.flexible)
                    .alternatingRowBackgrounds()
                    .defaultAdaptableTabBarPlacement(.sidebar)
                    .inspectorColumnWidth(min: 100, ideal: 200, max: 300)
                    .inspectorColumnWidth(250)
                Text("drawing")
                    .luminanceToAlpha()
                    .allowedDynamicRange(.high)
                    .backgroundExtensionEffect()
                    .backgroundExtensionEffect(isEnabled: false)
                    .glassEffectTransition(.materialize)
                Text("accessibility")
                    .accessibilityActions(category: .edit) { Button("Cut") {} }
                    .accessibilityDragPoint(.top, description: "Drag")
                    .accessibilityDropPoint(.bottom, description: "Drop", isEnabled: false)
                    .accessibilityZoomAction { _ in }
                    .accessibilityLabel { _ in Text("Zoomable") }
                    .accessibilityLabeledPair(role: .label, id: 1, in: rotor)
                    .accessibilityRotor(Text("Rows"), entries: [1, 2, 3], entryID: \.self, entryLabel: \.description)
                    .accessibilityRotorEntry(id: 2, in: rotor)
                Text("focus")
                    .focusedValue(\.title, "Draft")
                    .focusedSceneValue(\.title, "Draft")
                    .focusedValue(Document())
                    .focusedSceneValue(Document())
                Text("container")
                    .containerBackground(Color.red, for: .navigation)
                    .containerBackground(for: .tabView) { Color.blue }
                    .containerShape(RoundedRectangle(cornerRadius: 12))
                    .contentShape([.interaction, .hoverEffect], Circle())
                    .contentMargins(.horizontal, EdgeInsets(), for: .scrollContent)
                    .containerCornerOffset(.leading, sizeToFit: true)
            }
        }
    }

    @Test func eachIsRecordedInTheOrderWritten() throws {
        let harness = RuntimeHarness(Everything())
        try harness.run(to: 0)
        #expect(harness.node("Everything/VStack/Text")?.styles == [
            "draggable(String)", "draggable(URL)", "dropDestination(for: String)", "copyable(String)", "cuttable(for: String)",
            "exportableToServices(String)", "importableFromServices(for: String)", "dragPreviewsFormation(.pile)",
            "dropPreviewsFormation(.list)",
        ])
        #expect(harness.node("Everything/VStack/Text[1]")?.styles == [
            "allowsTightening(true)", "flipsForRightToLeftLayoutDirection(true)", "layoutDirectionBehavior(.mirrors(in: .rightToLeft))",
            "labelIconToTitleSpacing(4.0)", "labelReservedIconWidth(20.0)", "labelsVisibility(.hidden)",
        ])
        #expect(harness.node("Everything/VStack/Text[2]")?.styles == [
            "allowsWindowActivationEvents(true)", "handlesExternalEvents(preferring: [\"a\", \"b\"], allowing: [\"*\"])",
            "defaultAppStorage", "contentCaptureProtected(true)", "invalidatableContent(true)",
            "interactionActivityTrackingTag(\"tag\")", "findDisabled(true)", "horizontalRadioGroupLayout()",
            "defaultWheelPickerItemHeight(30.0)", "defersSystemGestures(on: [\".top\", \".bottom\"])",
            "keyboardShortcut(\"s\")", "keyboardShortcutLocalization(.withoutMirroring)",
            "defaultHoverEffect(.lift)", "hoverEffectDisabled(true)", "hoverEffectGroup()",
            "hoverEffectGroup(behavior: .followsGroup)", "hoverEffectGroup(nil)", "cameraAnchor(isActive: true)", "buttonSizing(.flexible)",
            "alternatingRowBackgrounds(.enabled)", "defaultAdaptableTabBarPlacement(.sidebar)",
            "inspectorColumnWidth(ideal: 200.0)", "inspectorColumnWidth(250.0)",
        ])
        #expect(harness.node("Everything/VStack/Text[3]")?.styles == [
            "luminanceToAlpha()", "allowedDynamicRange(.high)", "backgroundExtensionEffect()", "glassEffectTransition(.materialize)",
        ])
        #expect(harness.node("Everything/VStack/Text[4]")?.styles == [
            "accessibilityActions(category: .edit, Button<Text>)", "accessibilityDragPoint(0.5, 0.0, \"Drag\")",
            "accessibilityZoomAction", "accessibilityLabel(Text)", "accessibilityLabeledPair(role: .label, id: 1)",
            "accessibilityRotor(\"Rows\", entries: 3)", "accessibilityRotorEntry(id: 2)",
        ])
        #expect(harness.node("Everything/VStack/Text[5]")?.styles == [
            "focusedValue(String)", "focusedSceneValue(String)", "focusedValue(Document)", "focusedSceneValue(Document)",
        ])
        #expect(harness.node("Everything/VStack/Text[6]")?.styles == [
            "containerBackground(Color, for: .navigation)", "containerBackground(Color, for: .tabView)",
            "containerShape(RoundedRectangle)", "contentShape([.interaction, .hoverEffect], Circle)", "contentMargins",
            "containerCornerOffset([\".leading\"], sizeToFit: true)",
        ])
    }

    /// No view has focus, so what a scene publishes reads nil; a collection made in code keeps
    /// what is set in it.
    @Test func focusedValuesReadNilWithoutFocus() {
        #expect(FocusedValues.published.title == nil)
        var values = FocusedValues()
        values.title = "Draft"
        #expect(values.title == "Draft")
    }

    @Test func mirroringMeansMirroringInRightToLeftLayouts() {
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
        #expect(LayoutDirectionBehavior.mirrors != .fixed)
    }

    @Test func roundedRectangularShapesTellTheirCorners() {
        let size = CGSize(width: 100, height: 40)
        #expect(Rectangle().corners(in: nil) == RoundedRectangularShapeCorners(all: 0))
        #expect(RoundedRectangle(cornerRadius: 12).corners(in: size) == RoundedRectangularShapeCorners(all: .fixed(12)))
        #expect(Capsule().corners(in: size) == RoundedRectangularShapeCorners(all: .fixed(20)))
        #expect(Circle().corners(in: size) == RoundedRectangularShapeCorners(all: .fixed(20)))
        #expect(Circle().corners(in: nil) == nil)
    }

    // MARK: What changes layout or taps

    struct Rows: View {
        var body: some View {
            List {
                Rectangle().frame(height: 20).listRowInsets(.horizontal, 4)
                Rectangle().frame(height: 20).listRowInsets(.leading, nil)
            }
        }
    }

    @Test func rowInsetsOnSomeEdgesKeepTheDefaultOnTheOthers() throws {
        let harness = RuntimeHarness(Rows())
        try harness.run(to: 0)
        // 20 points of section margin, then 4 of inset on each side; the 44-point row keeps
        // its 11-point top and bottom insets, so the 20-point view is centred in it.
        let first = try #require(harness.last("Rows/List/Rectangle", "geometry"))
        #expect(first == [24, 35 + 12, 353 - 8, 20])
        // nil: the default inset on the named edge, 20 points.
        let second = try #require(harness.last("Rows/List/Rectangle[1]", "geometry"))
        #expect(second[0] == 40 && second[2] == 313)
        #expect(harness.node("Rows/List/Rectangle")?.styles.last == "listRowInsets(EdgeInsets(top: 11.0, leading: 4.0, bottom: 11.0, trailing: 4.0))")
    }

    @available(*, deprecated)
    struct Menu: View {
        @State private var copied = false

        var body: some View {
            VStack {
                Text(copied ? "copied" : "not copied")
                    .contextMenu(ContextMenu { Button("Copy") { copied = true } })
                Text("none").contextMenu(nil as ContextMenu<Button<Text>>?)
            }
        }
    }

    @available(*, deprecated)
    @Test func aContextMenuValueIsTheMenuOfItsItems() throws {
        let harness = RuntimeHarness(Menu())
        try harness.run(to: 3, taps: [1: ["Menu/VStack/ContextMenu/Button"]])
        #expect(harness.node("Menu/VStack/Text")?.labels == ["copied"])
        #expect(harness.node("Menu/VStack/Text")?.styles == ["contextMenu"])
        #expect(harness.node("Menu/VStack/Text[1]")?.styles == [])
    }

    struct Score: View, Equatable {
        let points: Int

        var body: some View {
            Circle().frame(width: CGFloat(points), height: 10)
        }
    }

    struct Board: View {
        var body: some View {
            VStack {
                Score(points: 30).equatable()
                EquatableView(content: Score(points: 40))
            }
        }
    }

    @Test func anEquatableViewIsItsContentAtTheSamePath() throws {
        let harness = RuntimeHarness(Board())
        try harness.run(to: 0)
        #expect(harness.last("Board/VStack/Score/Circle", "frame") == [30, 10])
        #expect(harness.last("Board/VStack/Score[1]/Circle", "frame") == [40, 10])
    }
}

extension FocusedValues {
    var title: String? {
        get { self[RecordedAdditionsTests.FocusedTitleKey.self] }
        set { self[RecordedAdditionsTests.FocusedTitleKey.self] = newValue }
    }
}
