/// Fills a command's declarations from its arguments: positionals, `--flag`, `--option VALUE`
/// and `--option=VALUE`, and `--` to end options. Unknown options are errors, never ignored.
enum ArgumentParser {
    /// The option declarations of `value` (a command or a group), in declaration order.
    static func declarations(of value: some ParsableArguments) -> [OptionDeclaration] {
        Mirror(reflecting: value).children.flatMap { child -> [OptionDeclaration] in
            guard let declaring = child.value as? any ArgumentDeclaring else { return [] }
            return declaring.declarations(label: child.label ?? "")
        }
    }

    /// The `@Argument` of `value`, if it declares one.
    static func positionals(of value: some ParsableArguments) -> ArgumentBox<[String]>? {
        Mirror(reflecting: value).children.lazy.compactMap { ($0.value as? Argument)?.box }.first
    }

    /// Parses `arguments` into `command`'s declarations.
    static func parse(_ arguments: [String], into command: some ParsableArguments) throws(UsageError) {
        let declarations = declarations(of: command)
        var byName: [String: OptionDeclaration] = [:]
        for declaration in declarations { byName[declaration.name] = declaration }
        let positionals = positionals(of: command)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard let positionals else { throw UsageError("unexpected argument '\(argument)'") }
                positionals.value.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch byName[name]?.kind {
            case .flag(let set) where inlineValue == nil:
                set()
            case .value(let read):
                let text: String
                if let inlineValue {
                    text = inlineValue
                } else if index < arguments.count {
                    text = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
                if let problem = read(text) { throw UsageError(problem) }
            case .flag, nil:
                throw UsageError("unknown option '\(name)'")
            }
        }
    }
}

/// A mistake on the command line; printed with the command's help, exit 64.
struct UsageError: Error, Equatable {
    var message: String

    init(_ message: String) { self.message = message }
}
