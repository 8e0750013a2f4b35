import Testing
@testable import SnippetRunner

@Suite struct UnavailableAPIsTests {
    @Test func appleFrameworksWithoutALinuxCounterpartAreExplained() throws {
        for name in ["AVKit", "SpriteKit", "RealityKit", "MapKit", "SceneKit", "CoreMotion", "QuartzCore"] {
            let text = try #require(UnavailableAPIs.explanation(forMissingModule: name), "\(name)")
            #expect(!text.contains("\n") && !text.isEmpty, "\(name)")
        }
    }

    @Test func unknownModulesAndTheOnesSnippetsHaveGetNoExplanation() {
        // A typo or a package is not ours to explain; SwiftUI, UIKit, Combine and CoreGraphics exist in snippet builds.
        // AVFoundation exists too (Foundation only): its types are explained one by one instead.
        for name in ["AVFoundatoin", "avfoundation", "Lottie", "SwiftUI", "UIKit", "Combine", "CoreGraphics", "Foundation", "MotionTrace", "AVFoundation"] {
            #expect(UnavailableAPIs.explanation(forMissingModule: name) == nil, "\(name)")
        }
    }

    @Test func avFoundationTypesAreExplainedAndOtherNamesAreNot() throws {
        let player = try #require(UnavailableAPIs.explanation(forMissingName: "AVAudioPlayer"))
        #expect(player.hasPrefix("AVAudioPlayer belongs to AVFoundation") && player.contains("no media"))
        #expect(UnavailableAPIs.explanation(forMissingName: "AVSpeechSynthesizer") != nil)
        for name in ["AV", "AVa", "Avatar", "AVERAGE", "ABView", "avPlayer"] {
            #expect(UnavailableAPIs.explanation(forMissingName: name) == nil, "\(name)")
        }
        #expect(CompilerMessageWording.explained("cannot find 'AVAudioPlayer' in scope")
            == "cannot find 'AVAudioPlayer' in scope: AVAudioPlayer belongs to AVFoundation, which plays and records audio and video; Motionbook runs snippets headless on Linux, with no media")
        #expect(CompilerMessageWording.explained("cannot find type 'AVPlayer' in scope").hasPrefix("cannot find type 'AVPlayer' in scope: AVPlayer belongs to AVFoundation"))
    }

    @Test func aMissingTypeNamesTheOtherFilesOfTheApp() {
        #expect(CompilerMessageWording.explained("cannot find type 'CardModel' in scope")
            == "cannot find type 'CardModel' in scope; if 'CardModel' is declared in another file of your app, run the files together (motionbook run FOLDER, or several files)")
        #expect(CompilerMessageWording.explained("cannot find type 'x' in scope") == "cannot find type 'x' in scope")
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
