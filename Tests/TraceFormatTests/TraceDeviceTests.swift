import Foundation
import Testing
@testable import TraceFormat

/// The one table of devices a scenario may run on, and how a scenario's root follows from it.
@Suite struct TraceDeviceTests {
    @Test func theTableHoldsThePublishedFigures() throws {
        #expect(TraceDevice.all.map(\.name) == ["iphone-16", "iphone-se", "ipad-pro-11"])
        #expect(TraceDevice.standard == TraceDevice.iPhone16 && TraceDevice.all.first == .standard)
        let phone = TraceDevice.iPhone16
        #expect(phone.displayName == "iPhone 16" && phone.family == .phone)
        #expect(phone.size == CGSize(width: 393, height: 852) && phone.displayScale == 3)
        #expect(phone.safeArea == TraceDevice.Insets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular && phone.dynamicTypeSize == .large)
        let small = TraceDevice.iPhoneSE
        #expect(small.size == CGSize(width: 375, height: 667) && small.displayScale == 2 && small.safeArea == TraceDevice.Insets(top: 20))
        #expect(small.horizontalSizeClass == .compact && small.verticalSizeClass == .regular && small.family == .phone)
        let pad = TraceDevice.iPadPro11
        #expect(pad.size == CGSize(width: 834, height: 1210) && pad.displayScale == 2 && pad.safeArea == TraceDevice.Insets(top: 24, bottom: 20))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular && pad.family == .pad)
        #expect(TraceDevice.all.allSatisfy { $0.dynamicTypeSize == .large })
        #expect(TraceDevice.named("iphone-se") == .iPhoneSE && TraceDevice.named("iPhone SE") == nil)
        #expect(TraceDevice.TypeSize.allCases.count == 12 && TraceDevice.TypeSize.allCases[3] == .large)
    }

    /// The root is the device's screen with its safe area, unless `size` gives it a size of its
    /// own: then it has no safe area.
    @Test func aSizeOfItsOwnHasNoSafeArea() {
        let phone = TraceScenario()
        #expect(phone.rootSize == CGSize(width: 393, height: 852) && phone.safeArea.top == 59 && phone.safeArea.bottom == 34)
        #expect(TraceScenario.defaultSize == CGSize(width: 393, height: 852))
        let pad = TraceScenario(device: .iPadPro11)
        #expect(pad.rootSize == CGSize(width: 834, height: 1210) && pad.safeArea == TraceDevice.Insets(top: 24, bottom: 20))
        let canvas = TraceScenario(size: CGSize(width: 200, height: 100), device: .iPadPro11)
        #expect(canvas.rootSize == CGSize(width: 200, height: 100) && canvas.safeArea == .zero)
    }
}
