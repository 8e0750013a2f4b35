import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The environment of an iPhone 16 in its default configuration: the factory values, settable
/// ones read back below `.environment(_:_:)`, and the actions recorded as events.
@Suite struct DeviceEnvironmentTests {
    @Test func theDefaultsAreAnIPhoneInItsDefaultConfiguration() {
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityVoiceOverEnabled && !environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityDifferentiateWithoutColor && !environment.accessibilityInvertColors)
        #expect(!environment.accessibilityShowButtonShapes && !environment.accessibilitySwitchControlEnabled)
        #expect(environment.accessibilityPlayAnimatedImages && !environment.accessibilityEnabled)
        #expect(environment.colorSchemeContrast == .standard && environment.legibilityWeight == .regular)
        #expect(environment.isEnabled && environment.isScrollEnabled && environment.appearsActive)
        #expect(!environment.isFocused && !environment.isSearching && !environment.supportsMultipleWindows)
        #expect(environment.keyboardShortcut == nil && environment.refresh == nil && environment.rename == nil)
        #expect(environment.lineLimit == nil && environment.lineSpacing == 0 && environment.minimumScaleFactor == 1)
        #expect(environment.multilineTextAlignment == .leading && environment.truncationMode == .tail && environment.textCase == nil)
        #expect(environment.controlSize == .regular && environment.redactionReasons.isEmpty && environment.symbolVariants == .none)
        #expect(environment.imageScale == .medium && environment.headerProminence == .standard && environment.badgeProminence == .standard)
        #expect(environment.labelsVisibility == .automatic && environment.menuOrder == .automatic && environment.controlActiveState == .key)
        #expect(!environment.isLuminanceReduced && !environment.isSceneCaptured && environment.editMode == nil)
        #expect(!environment.isTabBarShowingSections && !environment.supportsImagePlayground && !environment.supportsRemoteScenes)
        #expect(environment.labelIconToTitleSpacing == nil && environment.labelReservedIconWidth == nil)
        #expect(environment.navigationLinkIndicatorVisibility == .automatic && environment.textSelectionAffinity == .automatic)
        #expect(environment.levelOfDetail == .default && environment.materialActiveAppearance == .automatic)
    }

    /// No view has focus, so nothing is published: `@FocusedValue`, `@FocusedBinding` and
    /// `@FocusedObject` read nil; a `FocusedValues` made in code keeps what is set in it.
    @MainActor @Test func focusedValuesAreNilWithoutFocus() {
        final class Model: ObservableObject { var name = "a" }
        var values = FocusedValues()
        values[DeviceTitleKey.self] = "Draft"
        #expect(values.deviceTestTitle == "Draft" && FocusedValues().deviceTestTitle == nil)
        let value = FocusedValue<String>(\.deviceTestTitle)
        #expect(value.wrappedValue == nil)
        let object = FocusedObject<Model>()
        #expect(object.wrappedValue == nil && object.projectedValue == nil)
    }

    @Test func settableValuesReachTheViewsBelow() throws {
        final class Seen: @unchecked Sendable { var lines: [String] = [] }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @Environment(\.lineLimit) var lineLimit
            @Environment(\.controlSize) var controlSize
            @Environment(\.multilineTextAlignment) var alignment
            @Environment(\.isScrollEnabled) var isScrollEnabled
            @Environment(\.legibilityWeight) var weight
            var body: some View {
                seen.lines.append("\(String(describing: lineLimit)) \(controlSize) \(alignment) \(isScrollEnabled) \(String(describing: weight))")
                return Text("x")
            }
        }
        let harness = RuntimeHarness(
            VStack {
                Reader(seen: seen)
                Reader(seen: seen)
                    .environment(\.lineLimit, 2)
                    .environment(\.controlSize, .large)
                    .environment(\.multilineTextAlignment, .center)
                    .environment(\.isScrollEnabled, false)
                    .environment(\.legibilityWeight, .bold)
            })
        try harness.run(to: 0)
        #expect(Array(seen.lines.prefix(2)) == ["nil regular leading true Optional(MotionCore.LegibilityWeight.regular)", "Optional(2) large center false Optional(MotionCore.LegibilityWeight.bold)"])
    }

    @Test func actionsAreRecordedAsEvents() throws {
        struct Opener: View {
            @Environment(\.openWindow) var openWindow
            @Environment(\.dismissWindow) var dismissWindow
            @Environment(\.dismissSearch) var dismissSearch
            @Namespace var space
            @Environment(\.resetFocus) var resetFocus
            @Environment(\.pushWindow) var pushWindow
            @Environment(\.openSettings) var openSettings
            @Environment(\.requestReview) var requestReview
            var body: some View {
                Button("Open") {
                    openWindow(id: "detail")
                    openWindow(value: 3)
                    dismissWindow()
                    dismissSearch()
                    resetFocus(in: space)
                    pushWindow(id: "pane")
                    openSettings()
                    requestReview()
                }
            }
        }
        let harness = RuntimeHarness(Opener())
        try harness.run(to: 2, taps: [1: ["Open"]])
        #expect(harness.events("presentation").compactMap(\.detail) == [
            "openWindow id: \"detail\"", "openWindow value: 3", "dismissWindow", "dismissSearch", "resetFocus", "pushWindow id: \"pane\"",
            "openSettings", "requestReview",
        ])
    }
}

/// A focused value of the tests.
struct DeviceTitleKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var deviceTestTitle: String? { self[DeviceTitleKey.self] }
}
