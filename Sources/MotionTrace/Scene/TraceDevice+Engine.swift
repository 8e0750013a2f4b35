import Foundation
@_spi(Runtime) import MotionCore

/// The scenario's device (`TraceFormat`'s ``TraceDevice``) in the engine's own types: what the
/// harness puts into the root's environment and hands UIKit's screen.
extension EnvironmentValues {
    /// Sets what SwiftUI reads from the device: the size classes, `displayScale` and
    /// `dynamicTypeSize`.
    mutating func apply(_ device: TraceDevice) {
        horizontalSizeClass = UserInterfaceSizeClass(device.horizontalSizeClass)
        verticalSizeClass = UserInterfaceSizeClass(device.verticalSizeClass)
        displayScale = CGFloat(device.displayScale)
        dynamicTypeSize = DynamicTypeSize.allCases[TraceDevice.TypeSize.allCases.firstIndex(of: device.dynamicTypeSize) ?? 3]
    }
}

extension ScreenTraits {
    /// The device's screen, with a root of `size` points.
    init(_ device: TraceDevice, size: CGSize) {
        self.init(
            size: size, scale: CGFloat(device.displayScale), idiom: device.family == .pad ? .pad : .phone,
            horizontalSizeClass: UserInterfaceSizeClass(device.horizontalSizeClass),
            verticalSizeClass: UserInterfaceSizeClass(device.verticalSizeClass))
    }
}

extension UserInterfaceSizeClass {
    init(_ sizeClass: TraceDevice.SizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }
}

extension EdgeInsets {
    init(_ insets: TraceDevice.Insets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
