/// Fills a command's declarations from its arguments: positionals, `--flag`, `--option VALUE`
/// and `--option=VALUE`, and `--` to end options. Unknown options are errors, never ignored;
/// so is a missing required option.
enum ArgumentParser {
    /// Parses `arguments` into `command`'s declarations.
    static func parse(_ arguments: [String], into command: some ParsableArguments) throws(UsageError) {
        let declarations = CommandDeclarations(of: command)
        var byName: [String: OptionDeclaration] = [:]
        for declaration in declarations.options { byName[declaration.name] = declaration }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard let positionals = declarations.positionals else { throw UsageError("unexpected argument '\(argument)'") }
                positionals.box.value.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
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
                throw UsageError("unknown option '\(name)'", unknownOption: name)
            }
        }
        if let missing = declarations.options.first(where: { $0.usage == .required && !$0.isGiven() }) {
            throw UsageError("missing \(missing.name)")
        }
    }

    /// `--name=value` as its name and value; `--name` with no value.
    static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A mistake on the command line; printed with the command's help, exit 64.
struct UsageError: Error, Equatable {
    var message: String
    /// The option the parser did not know, when that was the mistake.
    var unknownOption: String?

    init(_ message: String, unknownOption: String? = nil) {
        self.message = message
        self.unknownOption = unknownOption
    }
}
