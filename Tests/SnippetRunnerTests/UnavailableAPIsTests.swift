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
    }

    @Test func unknownModulesAndTheOnesSnippetsHaveGetNoExplanation() {
        // A typo or a package is not ours to explain; SwiftUI, UIKit, Combine and CoreGraphics exist in snippet builds.
        for name in ["AVFoundatoin", "avfoundation", "Lottie", "SwiftUI", "UIKit", "Combine", "CoreGraphics", "Foundation", "MotionTrace"] {
            #expect(UnavailableAPIs.explanation(forMissingModule: name) == nil, "\(name)")
        }
    }

    @Test func misleadingCompilerMessagesAreExplained() {
        #expect(CompilerMessageWording.explained("no such module 'SpriteKit'").hasPrefix("no such module 'SpriteKit': SpriteKit renders"))
        #expect(CompilerMessageWording.explained("no such module 'Lottie'") == "no such module 'Lottie'")
        #expect(CompilerMessageWording.explained("cannot find 'TabBarView' in scope").hasSuffix(
            "if 'TabBarView' is declared in another file of your app, run the files together (motionbook run FOLDER, or several files)"))
        #expect(CompilerMessageWording.explained("cannot find 'x' in scope") == "cannot find 'x' in scope")
        #expect(CompilerMessageWording.explained("type 'ImageResource' has no member 'hero'").hasPrefix("'hero' would be an image"))
        let unresolved = "reference to member 'hero' cannot be resolved without a contextual type"
        #expect(CompilerMessageWording.explained(unresolved, before: "        Image(").hasPrefix("'hero' would be an image of the app's asset catalogue"))
        #expect(CompilerMessageWording.explained(unresolved, before: "    .font(") == unresolved)
        #expect(CompilerMessageWording.explained("failed to produce diagnostic for expression; please submit a bug report").hasPrefix("swiftc could not type-check"))
        #expect(CompilerMessageWording.explained("the compiler is unable to type-check this expression in reasonable time; try breaking up the expression")
            == "the type checker gave up on this expression after 8 s; split it into smaller expressions or give its parts explicit types")
    }
}
