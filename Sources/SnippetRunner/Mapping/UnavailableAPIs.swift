/// Why a module a snippet imports does not exist in Motionbook's snippet builds, in one line
/// for the learner: swiftc only says `no such module 'AVFoundation'`, which reads like a typo
/// or a missing install. Snippets are compiled on Linux against MotionCore, where only
/// `SwiftUI` (and the modules the runner provides) and the Swift and Foundation libraries
/// exist; Apple's other frameworks do not.
enum UnavailableAPIs {
    /// The explanation for `no such module 'NAME'`, or nil when Motionbook knows nothing
    /// particular about the module (a typo, a package).
    static func explanation(forMissingModule name: String) -> String? {
        missingModules[name]
    }

    /// The explanation for `cannot find 'NAME' in scope` when NAME is one of AVFoundation's
    /// types (`AV`, an upper-case letter, and lower-case ones: `AVAudioPlayer`, `AVPlayer`,
    /// `AVSpeechSynthesizer`; not a constant such as `AVERAGE`), which the snippet builds'
    /// `AVFoundation` module does not declare; nil for other names.
    static func explanation(forMissingName name: String) -> String? {
        let characters = Array(name)
        guard characters.count > 2, name.hasPrefix("AV"), characters[2].isUppercase, characters.contains(where: \.isLowercase) else { return nil }
        return "\(name) belongs to AVFoundation, which plays and records audio and video; Motionbook runs snippets headless on Linux, with no media"
    }

    /// Apple frameworks SwiftUI code imports that have no Linux counterpart, each with what it
    /// does and what a snippet can use instead. (AVFoundation is importable: see
    /// ``explanation(forMissingName:)``.)
    private static let missingModules: [String: String] = [
        "AVKit": "AVKit shows video players; Motionbook runs snippets headless on Linux, with no media",
        "AppKit": "AppKit is the macOS user interface framework; snippets are iOS SwiftUI, run by MotionCore on Linux",
        "ARKit": "ARKit needs a device's camera and motion sensors, which Motionbook's engine does not have on Linux",
        "Charts": "Swift Charts draws charts with its own renderer, which Motionbook's engine does not include",
        "CoreAnimation": "Core Animation layers are drawn by Apple's render server; animate SwiftUI views with withAnimation instead",
        "CoreHaptics": "Core Haptics drives a device's haptic engine; use .sensoryFeedback or UIImpactFeedbackGenerator, which Motionbook records in the trace",
        "CoreImage": "Core Image filters images on Apple's GPUs; Motionbook's engine draws nothing",
        "CoreLocation": "Core Location needs a device's location services, which Motionbook's engine does not have on Linux",
        "CoreML": "Core ML runs machine-learning models on Apple devices; Motionbook's engine does not include it",
        "CoreMotion": "Core Motion reads a device's motion sensors, which Motionbook's engine does not have on Linux",
        "GameplayKit": "GameplayKit is Apple's game-logic framework; Motionbook's engine runs SwiftUI views only",
        "MapKit": "MapKit shows Apple Maps, which Motionbook's engine does not have on Linux",
        "Metal": "Metal runs shaders on Apple GPUs; Motionbook's engine draws nothing, so shaders cannot run",
        "MetalKit": "MetalKit hosts Metal drawing on Apple GPUs; Motionbook's engine draws nothing",
        "PhotosUI": "PhotosUI shows the photo library picker, which Motionbook's engine does not have on Linux",
        "QuartzCore": "Quartz Core (CALayer, CADisplayLink) belongs to Apple's render server; animate SwiftUI views with withAnimation or TimelineView instead",
        "RealityKit": "RealityKit renders 3D and AR scenes, which Motionbook's engine does not include",
        "SceneKit": "SceneKit renders 3D scenes, which Motionbook's engine does not include",
        "SpriteKit": "SpriteKit renders 2D game scenes with its own engine, which Motionbook's engine does not include",
        "WebKit": "WebKit shows web pages, which Motionbook's engine does not have on Linux",
        "WidgetKit": "WidgetKit builds Home Screen widgets, which run outside an app; Motionbook runs a snippet's view only",
    ]
}
