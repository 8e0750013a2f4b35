/// The property wrappers a command declares its options with, in the shape of
/// swift-argument-parser: `@Option` and `@Flag` (`@Argument` and `@OptionGroup` are in
/// `PositionalsAndGroups.swift`). Each holds its declaration (name, value name, help, how it
/// shows in the usage lines, how to read the value) and a box the parser fills;
/// ``CommandDeclarations`` finds them with `Mirror`, so a command lists its options exactly once.

/// The parsed value of one declaration. A class so that the copy of a wrapper `Mirror` hands
/// out fills the command's own; written only while parsing, before the command runs.
final class ArgumentBox<Value: Sendable>: @unchecked Sendable {
    var value: Value
    var isGiven = false

    init(_ value: Value) { self.value = value }
}

/// What the parser and the help need of an option or flag, independent of its value type.
struct OptionDeclaration: Sendable {
    enum Kind: Sendable {
        /// Takes a value: stores what it reads, or returns the usage error's message.
        case value(read: @Sendable (String) -> String?)
        case flag(set: @Sendable () -> Void)
    }

    /// `--format`: the declared name, else the property's in kebab case (`noCache` → `--no-cache`).
    var name: String
    /// The placeholder after the name in `--help`; nil for a flag.
    var valueName: String?
    var help: String
    var kind: Kind
    /// Whether the command line gave it (read after parsing).
    var isGiven: @Sendable () -> Bool
    /// Optional, required or on a usage line of its own.
    var usage = OptionUsage.optional
    /// The titled group it was declared in (its own part of `--help`); nil for the command's own options.
    var section: OptionSection?
    /// The positionals of the usage form it belongs to (`LESSON [SNIPPET-ID]`); nil: every form.
    var form: String?

    /// `--name VALUE`, or `--name` for a flag.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}

/// Anything `Mirror` can find in a command: options and flags, positionals, groups.
protocol ArgumentDeclaring {
    /// The option declarations, named from `label` (the property's name) when they have none.
    func declarations(label: String) -> [OptionDeclaration]
}

/// Converts a property name to an option name: `compileTimeout` → `--compile-timeout`.
enum OptionName {
    static func from(label: String) -> String {
        var name = "--"
        for character in label.drop(while: { $0 == "_" }) {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }
}

/// An option with a value, `--name VALUE` or `--name=VALUE`; the last one given wins.
@propertyWrapper
struct Option<Value: Sendable>: ArgumentDeclaring, Sendable {
    let box: ArgumentBox<Value>
    let name: String?
    let valueName: String
    let help: String
    let usage: OptionUsage
    /// Reads the text for the option named by the first argument; a failure's message.
    let read: @Sendable (String, String) -> Result<Value, OptionProblem>

    var wrappedValue: Value { box.value }
    /// The option itself, for whether it was given (`$count.isGiven`).
    var projectedValue: Option<Value> { self }
    var isGiven: Bool { box.isGiven }

    /// A value of a type that reads itself.
    init(wrappedValue: Value, name: String? = nil, valueName: String? = nil, help: String) where Value: ExpressibleByArgument {
        self.init(
            default: wrappedValue, name: name, valueName: valueName ?? Value.valueName, help: help,
            read: { text, option in Value(argument: text).map { .success($0) } ?? .failure(OptionProblem(Value.invalid(text, option: option))) })
    }

    /// An optional value of a type that reads itself (nil when not given).
    init<Wrapped: ExpressibleByArgument>(
        name: String? = nil, valueName: String? = nil, help: String, usage: OptionUsage = .optional
    ) where Value == Wrapped? {
        self.init(
            default: nil, name: name, valueName: valueName ?? Wrapped.valueName, help: help, usage: usage,
            read: { text, option in Wrapped(argument: text).map { .success($0) } ?? .failure(OptionProblem(Wrapped.invalid(text, option: option))) })
    }

    /// A value read by `parse`, with a default; refused as `OPTION needs NEEDS` (`, found 'x'` when `quotesValue`).
    init(
        wrappedValue: Value, name: String? = nil, valueName: String, help: String, needs: String, quotesValue: Bool = false,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.init(default: wrappedValue, name: name, valueName: valueName, help: help, read: Self.reader(needs, quotesValue, parse))
    }

    /// An optional value read by `parse` (nil when not given).
    init<Wrapped: Sendable>(
        name: String? = nil, valueName: String, help: String, needs: String, quotesValue: Bool = false,
        parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(
            default: nil, name: name, valueName: valueName, help: help,
            read: { text, option in
                guard let value = parse(text) else { return .failure(OptionProblem(needs: needs, text: text, option: option, quotesValue: quotesValue)) }
                return .success(value)
            })
    }

    private init(
        default value: Value, name: String?, valueName: String, help: String, usage: OptionUsage = .optional,
        read: @escaping @Sendable (String, String) -> Result<Value, OptionProblem>
    ) {
        box = ArgumentBox(value)
        self.name = name
        self.valueName = valueName
        self.help = help
        self.usage = usage
        self.read = read
    }

    private static func reader(
        _ needs: String, _ quotesValue: Bool, _ parse: @escaping @Sendable (String) -> Value?
    ) -> @Sendable (String, String) -> Result<Value, OptionProblem> {
        { text, option in
            guard let value = parse(text) else { return .failure(OptionProblem(needs: needs, text: text, option: option, quotesValue: quotesValue)) }
            return .success(value)
        }
    }

    func declarations(label: String) -> [OptionDeclaration] {
        let box = box
        let read = read
        let resolved = name ?? OptionName.from(label: label)
        return [
            OptionDeclaration(
                name: resolved, valueName: valueName, help: help,
                kind: .value { text in
                    switch read(text, resolved) {
                    case .success(let value):
                        box.value = value
                        box.isGiven = true
                        return nil
                    case .failure(let problem):
                        return problem.message
                    }
                },
                isGiven: { box.isGiven }, usage: usage)
        ]
    }
}

/// Why an option's value was refused.
struct OptionProblem: Error {
    var message: String

    init(_ message: String) { self.message = message }

    /// `--jobs needs a whole number of at least 1`, with `, found 'x'` when `quotesValue`.
    init(needs: String, text: String, option: String, quotesValue: Bool) {
        message = "\(option) needs \(needs)" + (quotesValue ? ", found '\(text)'" : "")
    }
}

/// A flag, `--name`, false unless given (`--name=x` is refused as an unknown option).
@propertyWrapper
struct Flag: ArgumentDeclaring, Sendable {
    let box = ArgumentBox(false)
    let name: String?
    let help: String
    let usage: OptionUsage

    init(name: String? = nil, help: String, usage: OptionUsage = .optional) {
        self.name = name
        self.help = help
        self.usage = usage
    }

    var wrappedValue: Bool { box.value }

    func declarations(label: String) -> [OptionDeclaration] {
        let box = box
        return [
            OptionDeclaration(
                name: name ?? OptionName.from(label: label), valueName: nil, help: help, kind: .flag { box.value = true },
                isGiven: { box.value }, usage: usage)
        ]
    }
}
