import Foundation

/// swiftc's messages made plain where they would mislead a learner: the type checker's internal
/// "failed to produce diagnostic" (a compiler bug report request), its give-up on a slow
/// expression, a module that does not exist on Linux, an AVFoundation type (its module exists
/// but declares none), a name that another file of the app or
/// the app's asset catalogue would declare. Everything else is passed on as swiftc wrote it.
enum CompilerMessageWording {
    /// `message` in plain words; `before` is the user's line up to the message's column, which
    /// tells an asset reference (`Image(.hero)`) from other unresolved members.
    static func explained(_ message: String, before: Substring = "") -> String {
        if let name = quoted(in: message, after: "reference to member "), message.hasSuffix("cannot be resolved without a contextual type"),
            before.hasSuffix("Image(") || before.hasSuffix("Color(")
        {
            return assetMessage(name, kind: before.hasSuffix("Image(") ? "an image" : "a colour", type: before.hasSuffix("Image(") ? "ImageResource" : "ColorResource")
        }
        if message.hasPrefix("failed to produce diagnostic for expression") {
            return "swiftc could not type-check this expression and gave no reason (its internal \"failed to produce diagnostic\"); usually a name in it does not exist here: check each call against the APIs MotionCore provides (SEMANTICS.md)"
        }
        if message.hasPrefix("the compiler is unable to type-check this expression in reasonable time") {
            return "the type checker gave up on this expression after \(SnippetBuildCommand.typeCheckLimitSeconds) s; split it into smaller expressions or give its parts explicit types"
        }
        if let module = quoted(in: message, after: "no such module "), let reason = UnavailableAPIs.explanation(forMissingModule: module) {
            return "no such module '\(module)': \(reason)"
        }
        // `cannot find 'X' in scope` for a value, `cannot find type 'X' in scope` for a type.
        let unfound = message.hasSuffix("in scope") ? quoted(in: message, after: "cannot find ") ?? quoted(in: message, after: "cannot find type ") : nil
        if let name = unfound, let reason = UnavailableAPIs.explanation(forMissingName: name) {
            return "\(message): \(reason)"
        }
        if let name = unfound, name.first?.isUppercase == true {
            return "\(message); if '\(name)' is declared in another file of your app, run the files together (motionbook run FOLDER, or several files)"
        }
        if let name = quoted(in: message, after: "type 'ImageResource' has no member ") {
            return assetMessage(name, kind: "an image", type: "ImageResource")
        }
        return message
    }

    private static func assetMessage(_ name: String, kind: String, type: String) -> String {
        "'\(name)' would be \(kind) of the app's asset catalogue (Xcode generates \(type) members from it); asset catalogues are not compiled here: use a shape, an SF Symbol or a Color instead"
    }

    /// The text between single quotes right after `prefix` at the start of `message`.
    private static func quoted(in message: String, after prefix: String) -> String? {
        guard message.hasPrefix(prefix + "'") else { return nil }
        let rest = message.dropFirst(prefix.count + 1)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
