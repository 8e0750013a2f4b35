/// Commands whose issues have not landed yet: they explain that and exit 64, so scripts can
/// tell "not available" from "ran and found problems".
enum PendingCommand {
    struct Build: PendingCommandType {
        static let name = "build"
        static let abstract = "Build the course as a static site in _site/ (not yet available)."
        static let usage = "motionbook build [--content DIR] [--output DIR]"
    }

    struct Serve: PendingCommandType {
        static let name = "serve"
        static let abstract = "Build, serve on 127.0.0.1 and rebuild on change (not yet available)."
        static let usage = "motionbook serve [--port N]"
    }
}

protocol PendingCommandType: Command {
    static var usage: String { get }
}

extension PendingCommandType {
    static var help: String {
        "Usage: \(usage)\n\n\(abstract)\nThis command is not available in motionbook \(MotionbookCLI.version) yet.\n"
    }

    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        context.writeErr("motionbook \(name): not yet available in this version\n")
        return ExitCode.usage
    }
}
