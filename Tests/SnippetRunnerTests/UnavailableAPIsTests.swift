import Testing
@testable import SnippetRunner

@Suite struct UnavailableAPIsTests {
    @Test func appleFrameworksWithoutALinuxCounterpartAreExplained() throws {
        let media = try #require(UnavailableAPIs.explanation(forMissingModule: "AVFoundation"))
        #expect(media.hasPrefix("AVFoundation ") && media.contains("Linux"))
        for name in ["AVKit", "SpriteKit", "RealityKit", "MapKit", "SceneKit", "CoreMotion", "QuartzCore"] {
            let text = try #require(UnavailableAPIs.explanation(forMissingModule: name), "\(name)")
            #expect(!text.contains("\n") && !text.isEmpty, "\(name)")
        }
        #expect(UnavailableAPIs.explanation(forMissingModule: "CoreGraphics")?.contains("drop the import") == true)
    }

    @Test func unknownModulesAndTheOnesSnippetsHaveGetNoExplanation() {
        // A typo or a package is not ours to explain; SwiftUI and UIKit exist in snippet builds.
        for name in ["AVFoundatoin", "avfoundation", "Lottie", "SwiftUI", "UIKit", "Foundation", "MotionTrace"] {
            #expect(UnavailableAPIs.explanation(forMissingModule: name) == nil, "\(name)")
        }
    }
}
