import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore
@_spi(Runtime) import MotionTrace
import TraceFormat

/// Names of the app's asset catalogue (`AppAssets`, installed by the harness from the scenario):
/// colours by colour scheme and space, image sizes, UIKit's `named:` initialisers, and SwiftUI's
/// run-time log for a name the catalogue lacks. One process-wide catalogue, so serialized, and
/// every name here is used by no other test.
@Suite(.serialized) struct AppAssetsTests {
    static let catalog = AssetCatalog(
        colors: [
            "assetBg": .init(
                any: .init(space: .sRGB, red: 1, green: 0.5, blue: 0, opacity: 1),
                dark: .init(space: .sRGB, red: 0.2, green: 0.2, blue: 0.2, opacity: 0.8)),
            "assetWide": .init(any: .init(space: .displayP3, red: 1, green: 0, blue: 0, opacity: 1)),
        ],
        images: ["assetLogo": .init(width: 40, height: 20), "assetVector": .init()])

    @Test func aColourSetResolvesInTheSchemeOfTheRun() {
        AppAssets.install(Self.catalog, colorScheme: .light)
        #expect(Color("assetBg").resolvedValue == Color(.sRGB, red: 1, green: 0.5, blue: 0).resolvedValue)
        #expect(Color("assetBg", bundle: nil).description == "Color(\"assetBg\")")
        #expect(Color("assetWide").resolvedValue == Color(.displayP3, red: 1, green: 0, blue: 0).resolvedValue)
        #expect(Color("assetWide").resolvedValue.red > 1, "P3's red is outside sRGB")
        AppAssets.install(Self.catalog, colorScheme: .dark)
        #expect(Color("assetBg").resolvedValue == Color(.sRGB, red: 0.2, green: 0.2, blue: 0.2, opacity: 0.8).resolvedValue)
        // A set without a dark colour shows its universal one.
        #expect(Color("assetWide").resolvedValue == Color(.displayP3, red: 1, green: 0, blue: 0).resolvedValue)
        let ui = try? #require(UIColor(named: "assetBg"))
        #expect(ui.map { Color(uiColor: $0).resolvedValue } == Color("assetBg").resolvedValue)
        #expect(UIColor(named: "assetMissingUI") == nil)
        #expect(UIImage(named: "assetLogo") != nil && UIImage(named: "assetMissingUI") == nil)
        AppAssets.install(AssetCatalog(), colorScheme: .light)
    }

    @Test func aMissingNameIsClearOrEmptyAndLoggedOnce() throws {
        AppAssets.install(Self.catalog, colorScheme: .light)
        defer { AppAssets.install(AssetCatalog(), colorScheme: .light) }
        struct Card: View {
            var body: some View {
                VStack {
                    Color("assetNoSuchColor").frame(width: 10, height: 10)
                    Image("assetNoSuchImage")
                    Image("assetLogo")
                    Image("assetVector")
                    Color("assetNoSuchColor").frame(width: 10, height: 10)
                }
            }
        }
        let harness = RuntimeHarness(Card())
        try harness.run(to: 2)
        let warnings = harness.events("warning").compactMap(\.detail)
        #expect(warnings == [
            "No color named 'assetNoSuchColor' found in asset catalog for main bundle",
            "No image named 'assetNoSuchImage' found in asset catalog for main bundle",
        ])
        #expect(Color("assetNoSuchColor").resolvedValue.opacity == 0)
        let images = harness.visibleNodes.filter { $0.name.hasPrefix("Image(") }
        let sizes = images.compactMap { $0.laidOutRect?.size }
        #expect(sizes.count == 3)
        #expect(sizes.first == .zero)
        #expect(sizes.dropFirst().first == CGSize(width: 40, height: 20))
        // A set whose size is unknown keeps the size of an image without one.
        #expect((sizes.last?.width ?? 0) > 0)
    }
}
