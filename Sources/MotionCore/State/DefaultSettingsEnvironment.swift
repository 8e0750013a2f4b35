import Foundation

/// Environment values an iPhone 16 has in its default configuration (no accessibility setting
/// changed, the app in the foreground, no hardware keyboard), each of SwiftUI's type [A
/// `EnvironmentValues`]. The settable ones take what `.environment(\.name, value)` gives and
/// the views below read it; MotionCore's own views do not change how they draw with them
/// (a modifier that sets the same value, `lineLimit(_:)`, records its style instead).
extension EnvironmentValues {
    /// Whether VoiceOver is on [A]: off, as an iPhone ships.
    public var accessibilityVoiceOverEnabled: Bool { self[DeviceAccessibilityVoiceOverEnabledKey.self] }

    /// Whether Assistive Access is on [A]: off, as an iPhone ships.
    public var accessibilityAssistiveAccessEnabled: Bool { self[DeviceAccessibilityAssistiveAccessEnabledKey.self] }

    /// Whether Differentiate Without Colour is on [A]: off, as an iPhone ships.
    public var accessibilityDifferentiateWithoutColor: Bool { self[DeviceAccessibilityDifferentiateWithoutColorKey.self] }

    /// Whether Dim Flashing Lights is on [A]: off, as an iPhone ships.
    public var accessibilityDimFlashingLights: Bool { self[DeviceAccessibilityDimFlashingLightsKey.self] }

    /// Whether Smart or Classic Invert is on [A]: off, as an iPhone ships.
    public var accessibilityInvertColors: Bool { self[DeviceAccessibilityInvertColorsKey.self] }

    /// Whether the Large Content Viewer is on [A]: off (it follows the larger accessibility text sizes, which are off).
    public var accessibilityLargeContentViewerEnabled: Bool { self[DeviceAccessibilityLargeContentViewerEnabledKey.self] }

    /// Whether animated images play [A]: on, the setting's factory value.
    public var accessibilityPlayAnimatedImages: Bool { self[DeviceAccessibilityPlayAnimatedImagesKey.self] }

    /// Whether head-anchored content should be avoided [A]: false (a visionOS setting).
    public var accessibilityPrefersHeadAnchorAlternative: Bool { self[DeviceAccessibilityPrefersHeadAnchorAlternativeKey.self] }

    /// Whether Quick Actions are on [A]: off (a watchOS setting).
    public var accessibilityQuickActionsEnabled: Bool { self[DeviceAccessibilityQuickActionsEnabledKey.self] }

    /// Whether Reduce Transparency is on [A]: off, as an iPhone ships.
    public var accessibilityReduceTransparency: Bool { self[DeviceAccessibilityReduceTransparencyKey.self] }

    /// Whether Show Borders is on [A]: off, as an iPhone ships.
    public var accessibilityShowBorders: Bool { self[DeviceAccessibilityShowBordersKey.self] }

    /// Whether Button Shapes is on [A]: off, as an iPhone ships.
    public var accessibilityShowButtonShapes: Bool { self[DeviceAccessibilityShowButtonShapesKey.self] }

    /// Whether Switch Control is on [A]: off, as an iPhone ships.
    public var accessibilitySwitchControlEnabled: Bool { self[DeviceAccessibilitySwitchControlEnabledKey.self] }

    /// Whether an assistive technology is on [A]: false, none is.
    public var accessibilityEnabled: Bool {
        get { self[DeviceAccessibilityEnabledKey.self] }
        set { self[DeviceAccessibilityEnabledKey.self] = newValue }
    }

    /// The contrast of the colour scheme [A]: `.standard` (Increase Contrast is off).
    public var colorSchemeContrast: ColorSchemeContrast { self[DeviceColorSchemeContrastKey.self] }

    /// The weight of text for legibility [A]: `.regular` (Bold Text is off).
    public var legibilityWeight: LegibilityWeight? {
        get { self[DeviceLegibilityWeightKey.self] }
        set { self[DeviceLegibilityWeightKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing to fit [A]: false unless set.
    public var allowsTightening: Bool {
        get { self[DeviceAllowsTighteningKey.self] }
        set { self[DeviceAllowsTighteningKey.self] = newValue }
    }

    /// The most lines a text takes [A]: nil (no limit) unless set.
    public var lineLimit: Int? {
        get { self[DeviceLineLimitKey.self] }
        set { self[DeviceLineLimitKey.self] = newValue }
    }

    /// The space between the lines of a text, points [A]: 0 unless set.
    public var lineSpacing: CGFloat {
        get { self[DeviceLineSpacingKey.self] }
        set { self[DeviceLineSpacingKey.self] = newValue }
    }

    /// How far a text may shrink to fit [A]: 1 (not at all) unless set.
    public var minimumScaleFactor: CGFloat {
        get { self[DeviceMinimumScaleFactorKey.self] }
        set { self[DeviceMinimumScaleFactorKey.self] = newValue }
    }

    /// The alignment of a text's lines [A]: `.leading` unless set.
    public var multilineTextAlignment: TextAlignment {
        get { self[DeviceMultilineTextAlignmentKey.self] }
        set { self[DeviceMultilineTextAlignmentKey.self] = newValue }
    }

    /// Where a text that does not fit is cut [A]: `.tail` unless set.
    public var truncationMode: Text.TruncationMode {
        get { self[DeviceTruncationModeKey.self] }
        set { self[DeviceTruncationModeKey.self] = newValue }
    }

    /// The case a text is shown in [A]: nil (as written) unless set.
    public var textCase: Text.Case? {
        get { self[DeviceTextCaseKey.self] }
        set { self[DeviceTextCaseKey.self] = newValue }
    }

    /// Whether text input autocorrects [A]: false unless set.
    public var autocorrectionDisabled: Bool {
        get { self[DeviceAutocorrectionDisabledKey.self] }
        set { self[DeviceAutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether text input autocorrects, the deprecated form [A]: nil unless set.
    public var disableAutocorrection: Bool? {
        get { self[DeviceDisableAutocorrectionKey.self] }
        set { self[DeviceDisableAutocorrectionKey.self] = newValue }
    }

    /// The size of controls [A]: `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[DeviceControlSizeKey.self] }
        set { self[DeviceControlSizeKey.self] = newValue }
    }

    /// Why the content is redacted [A]: none unless set.
    public var redactionReasons: RedactionReasons {
        get { self[DeviceRedactionReasonsKey.self] }
        set { self[DeviceRedactionReasonsKey.self] = newValue }
    }

    /// The variant of SF Symbols [A]: `.none` unless set.
    public var symbolVariants: SymbolVariants {
        get { self[DeviceSymbolVariantsKey.self] }
        set { self[DeviceSymbolVariantsKey.self] = newValue }
    }

    /// The scale of symbol images [A]: `.medium` unless set.
    public var imageScale: Image.Scale {
        get { self[DeviceImageScaleKey.self] }
        set { self[DeviceImageScaleKey.self] = newValue }
    }

    /// How symbols are coloured [A]: nil (each symbol's own) unless set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[DeviceSymbolRenderingModeKey.self] }
        set { self[DeviceSymbolRenderingModeKey.self] = newValue }
    }

    /// The dynamic range images may use [A]: nil (the system's choice) unless set.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[DeviceAllowedDynamicRangeKey.self] }
        set { self[DeviceAllowedDynamicRangeKey.self] = newValue }
    }

    /// The prominence of section headers [A]: `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[DeviceHeaderProminenceKey.self] }
        set { self[DeviceHeaderProminenceKey.self] = newValue }
    }

    /// The prominence of badges [A]: `.standard` unless set.
    public var badgeProminence: BadgeProminence {
        get { self[DeviceBadgeProminenceKey.self] }
        set { self[DeviceBadgeProminenceKey.self] = newValue }
    }

    /// The prominence of the background [A]: `.standard` unless set.
    public var backgroundProminence: BackgroundProminence {
        get { self[DeviceBackgroundProminenceKey.self] }
        set { self[DeviceBackgroundProminenceKey.self] = newValue }
    }

    /// Whether labels show [A]: `.automatic` unless set.
    public var labelsVisibility: Visibility {
        get { self[DeviceLabelsVisibilityKey.self] }
        set { self[DeviceLabelsVisibilityKey.self] = newValue }
    }

    /// Whether a menu shows its indicator [A]: `.automatic` unless set.
    public var menuIndicatorVisibility: Visibility {
        get { self[DeviceMenuIndicatorVisibilityKey.self] }
        set { self[DeviceMenuIndicatorVisibilityKey.self] = newValue }
    }

    /// The order of a menu's items [A]: `.automatic` unless set.
    public var menuOrder: MenuOrder {
        get { self[DeviceMenuOrderKey.self] }
        set { self[DeviceMenuOrderKey.self] = newValue }
    }

    /// The material behind the view [A]: nil unless set.
    public var backgroundMaterial: Material? {
        get { self[DeviceBackgroundMaterialKey.self] }
        set { self[DeviceBackgroundMaterialKey.self] = newValue }
    }

    /// The style behind the view [A]: nil unless set.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[DeviceBackgroundStyleKey.self] }
        set { self[DeviceBackgroundStyleKey.self] = newValue }
    }

    /// Whether content transitions draw into an offscreen image [A]: false unless set.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[DeviceContentTransitionAddsDrawingGroupKey.self] }
        set { self[DeviceContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// The least height of a list's section headers [A]: nil (the system's) unless set.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DeviceDefaultMinListHeaderHeightKey.self] }
        set { self[DeviceDefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// Whether scroll views scroll [A]: true unless set (`scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { self[DeviceIsScrollEnabledKey.self] }
        set { self[DeviceIsScrollEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable view has focus [A]: false (focus is not simulated).
    public var isFocused: Bool { self[DeviceIsFocusedKey.self] }

    /// Whether a search is under way [A]: false (search is not simulated).
    public var isSearching: Bool { self[DeviceIsSearchingKey.self] }

    /// Whether hover effects are on [A]: true unless set.
    public var isHoverEffectEnabled: Bool {
        get { self[DeviceIsHoverEffectEnabledKey.self] }
        set { self[DeviceIsHoverEffectEnabledKey.self] = newValue }
    }

    /// Whether focus effects are on [A]: true unless set.
    public var isFocusEffectEnabled: Bool {
        get { self[DeviceIsFocusEffectEnabledKey.self] }
        set { self[DeviceIsFocusEffectEnabledKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored [A]: false.
    public var isSceneCaptured: Bool {
        get { self[DeviceIsSceneCapturedKey.self] }
        set { self[DeviceIsSceneCapturedKey.self] = newValue }
    }

    /// Whether the display dims (Always On) [A]: false (an iPhone 16 has no Always On display).
    public var isLuminanceReduced: Bool {
        get { self[DeviceIsLuminanceReducedKey.self] }
        set { self[DeviceIsLuminanceReducedKey.self] = newValue }
    }

    /// Whether the window is active [A]: true (the app is in the foreground).
    public var appearsActive: Bool {
        get { self[DeviceAppearsActiveKey.self] }
        set { self[DeviceAppearsActiveKey.self] = newValue }
    }

    /// Whether the window is the key window [A]: `.key`.
    public var controlActiveState: ControlActiveState {
        get { self[DeviceControlActiveStateKey.self] }
        set { self[DeviceControlActiveStateKey.self] = newValue }
    }

    /// Whether the app can open windows [A]: false, as on an iPhone.
    public var supportsMultipleWindows: Bool { self[DeviceSupportsMultipleWindowsKey.self] }

    /// The keyboard shortcut of the nearest button [A]: nil (no hardware keyboard).
    public var keyboardShortcut: KeyboardShortcut? { self[DeviceKeyboardShortcutKey.self] }

    /// Whether horizontal scroll indicators show [A]: `.automatic` unless set.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[DeviceHorizontalScrollIndicatorVisibilityKey.self] }
        set { self[DeviceHorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show [A]: `.automatic` unless set.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[DeviceVerticalScrollIndicatorVisibilityKey.self] }
        set { self[DeviceVerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// How scroll views bounce horizontally [A]: `.automatic` unless set.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[DeviceHorizontalScrollBounceBehaviorKey.self] }
        set { self[DeviceHorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scroll views bounce vertically [A]: `.automatic` unless set.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[DeviceVerticalScrollBounceBehaviorKey.self] }
        set { self[DeviceVerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard [A]: `.automatic` unless set.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DeviceScrollDismissesKeyboardModeKey.self] }
        set { self[DeviceScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Whether a held button repeats its action [A]: `.automatic`.
    public var buttonRepeatBehavior: ButtonRepeatBehavior { self[DeviceButtonRepeatBehaviorKey.self] }

    /// Where search suggestions show [A]: `.automatic`.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { self[DeviceSearchSuggestionsPlacementKey.self] }

    /// Whether a tab bar shows its sections [A]: false (an iPhone's tab bar has no sidebar).
    public var isTabBarShowingSections: Bool { self[DeviceIsTabBarShowingSectionsKey.self] }
    /// The space between a label's icon and title, points [A]: nil (the style's own).
    public var labelIconToTitleSpacing: CGFloat? { self[DeviceLabelIconToTitleSpacingKey.self] }
    /// The width reserved for a label's icon, points [A]: nil (the style's own).
    public var labelReservedIconWidth: CGFloat? { self[DeviceLabelReservedIconWidthKey.self] }
    /// Whether a navigation link shows its chevron [A]: `.automatic`.
    public var navigationLinkIndicatorVisibility: Visibility { self[DeviceNavigationLinkIndicatorVisibilityKey.self] }
    /// Whether Image Playground is available [A]: false (no Apple Intelligence here).
    public var supportsImagePlayground: Bool { self[DeviceSupportsImagePlaygroundKey.self] }
    /// Whether the app can show scenes on a remote device [A]: false.
    public var supportsRemoteScenes: Bool { self[DeviceSupportsRemoteScenesKey.self] }
    /// Which side of a line break a selection sticks to [A]: `.automatic` unless set.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[DeviceTextSelectionAffinityKey.self] }
        set { self[DeviceTextSelectionAffinityKey.self] = newValue }
    }
    /// How much detail views show [A]: `.default` unless set.
    public var levelOfDetail: LevelOfDetail {
        get { self[DeviceLevelOfDetailKey.self] }
        set { self[DeviceLevelOfDetailKey.self] = newValue }
    }
    /// Whether materials look active [A]: `.automatic` unless set.
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[DeviceMaterialActiveAppearanceKey.self] }
        set { self[DeviceMaterialActiveAppearanceKey.self] = newValue }
    }
}

// The keys (internal: the engine's tests set the read-only ones through them).
enum DeviceAccessibilityVoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityAssistiveAccessEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityDimFlashingLightsKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityPlayAnimatedImagesKey: EnvironmentKey { static var defaultValue: Bool { true } }
enum DeviceAccessibilityPrefersHeadAnchorAlternativeKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityQuickActionsEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityShowBordersKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilitySwitchControlEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
enum DeviceLegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
enum DeviceAllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceLineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
enum DeviceLineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
enum DeviceMinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
enum DeviceMultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
enum DeviceTruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
enum DeviceTextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
enum DeviceAutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceDisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
enum DeviceControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
enum DeviceRedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
enum DeviceSymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
enum DeviceImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
enum DeviceSymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
enum DeviceAllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }
enum DeviceHeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
enum DeviceBadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
enum DeviceBackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }
enum DeviceLabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
enum DeviceMenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
enum DeviceMenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
enum DeviceBackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
enum DeviceBackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
enum DeviceContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceDefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
enum DeviceIsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
enum DeviceIsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceIsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceIsHoverEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
enum DeviceIsFocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
enum DeviceIsSceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceIsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceAppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
enum DeviceControlActiveStateKey: EnvironmentKey { static var defaultValue: ControlActiveState { .key } }
enum DeviceSupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceKeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }
enum DeviceHorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
enum DeviceVerticalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
enum DeviceHorizontalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
enum DeviceVerticalScrollBounceBehaviorKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
enum DeviceScrollDismissesKeyboardModeKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }
enum DeviceButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }
enum DeviceSearchSuggestionsPlacementKey: EnvironmentKey { static var defaultValue: SearchSuggestionsPlacement { .automatic } }
enum DeviceIsTabBarShowingSectionsKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceLabelIconToTitleSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
enum DeviceLabelReservedIconWidthKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
enum DeviceNavigationLinkIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
enum DeviceSupportsImagePlaygroundKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceSupportsRemoteScenesKey: EnvironmentKey { static var defaultValue: Bool { false } }
enum DeviceTextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }
enum DeviceLevelOfDetailKey: EnvironmentKey { static var defaultValue: LevelOfDetail { .default } }
enum DeviceMaterialActiveAppearanceKey: EnvironmentKey { static var defaultValue: MaterialActiveAppearance { .automatic } }
