/// A small command-line parser: positionals, `--flag`, `--option VALUE` and `--option=VALUE`,
/// and `--` to end options. Unknown options are errors, never ignored.
struct Arguments {
    /// A mistake on the command line; printed with the command's usage, exit 64.
    struct UsageError: Error, Equatable {
        var message: String
    }

    var positionals: [String] = []
    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]

    /// Parses `arguments` knowing which names are flags and which take a value.
    init(_ arguments: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
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
            if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
            } else {
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
}
