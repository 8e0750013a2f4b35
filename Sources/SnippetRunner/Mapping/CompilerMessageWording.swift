/// swiftc's messages made plain where they would mislead a learner: the type checker's internal
/// "failed to produce diagnostic" (a compiler bug report request) and its give-up on a slow
/// expression. Everything else is passed on as swiftc wrote it.
enum CompilerMessageWording {
    static func explained(_ message: String) -> String {
        if message.hasPrefix("failed to produce diagnostic for expression") {
            return "swiftc could not type-check this expression and gave no reason (its internal \"failed to produce diagnostic\"); usually a name in it does not exist here: check each call against the APIs MotionCore provides (SEMANTICS.md)"
        }
        if message.hasPrefix("the compiler is unable to type-check this expression in reasonable time") {
            return "the type checker gave up on this expression after \(SnippetBuildCommand.typeCheckLimitSeconds) s; split it into smaller expressions or give its parts explicit types"
        }
        return message
    }
}
