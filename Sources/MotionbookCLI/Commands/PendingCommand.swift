/// Commands whose issues have not landed yet: they explain that and exit 64, so scripts can
/// tell "not available" from "ran and found problems".
enum PendingCommand {
    struct Run: PendingCommandType {
        static let name = "run"
        static let abstract = "Run a lesson's snippet and print its trace (not yet available)."
        static let usage = "motionbook run LESSON [SNIPPET-ID] [--format table|csv|json] [--every S]"
    }

    struct Exercise: PendingCommandType {
        static let name = "exercise"
        static let abstract = "List, start and check code exercises (not yet available)."
        static let usage = "motionbook exercise list | start ID | check ID [FILE]"
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
