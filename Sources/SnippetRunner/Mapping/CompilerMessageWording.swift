import Foundation

/// swiftc's messages made plain where they would mislead a learner: the type checker's internal
/// "failed to produce diagnostic" (a compiler bug report request), its give-up on a slow
/// expression, a module that does not exist on Linux, a name that another file of the app or
/// the app's asset catalogue would declare. Everything else is passed on as swiftc wrote it.
enum CompilerMessageWording {
    static func explained(_ message: String) -> String {
        if message.hasPrefix("failed to produce diagnostic for expression") {
            return "swiftc could not type-check this expression and gave no reason (its internal \"failed to produce diagnostic\"); usually a name in it does not exist here: check each call against the APIs MotionCore provides (SEMANTICS.md)"
        }
        if message.hasPrefix("the compiler is unable to type-check this expression in reasonable time") {
            return "the type checker gave up on this expression after \(SnippetBuildCommand.typeCheckLimitSeconds) s; split it into smaller expressions or give its parts explicit types"
        }
        if let module = quoted(in: message, after: "no such module "), let reason = UnavailableAPIs.explanation(forMissingModule: module) {
            return "no such module '\(module)': \(reason)"
        }
        if let name = quoted(in: message, after: "cannot find "), message.hasSuffix("in scope"), name.first?.isUppercase == true {
            return "\(message); if '\(name)' is declared in another file of your app, run the files together (motionbook run FOLDER, or several files)"
        }
        if let name = quoted(in: message, after: "type 'ImageResource' has no member ") {
            return "'\(name)' would be an image of the app's asset catalogue (Xcode generates ImageResource members from it); asset catalogues are not compiled here: use a shape, an SF Symbol or a Color instead"
        }
        return message
    }

    /// The text between single quotes right after `prefix` at the start of `message`.
    private static func quoted(in message: String, after prefix: String) -> String? {
        guard message.hasPrefix(prefix + "'") else { return nil }
        let rest = message.dropFirst(prefix.count + 1)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
