import TraceFormat

/// `run`'s scenario options for Swift files, made from the one table of scenario keys
/// (``ScenarioKey/all``, those that apply to files): `--preview NAME`, `--tap TARGET@S,...`, …,
/// `--reduce-motion` (a flag), each with the key's help, value name and grammar. Declared in a
/// group as `@ScenarioOptions var scenario: ScenarioOptions.Values` (``RunFileOptions``).
@propertyWrapper
struct ScenarioOptions: ArgumentDeclaring, Sendable {
    /// What the options gave.
    struct Values: Sendable {
        /// The scenario of the options given (the defaults for the others).
        var scenario = TraceScenario()
        /// The text given for each key, by key name (`true` for a flag); the last one given wins.
        var given: [String: String] = [:]
    }

    /// The keys that are options: those that apply to files.
    static var keys: [ScenarioKey] { ScenarioKey.all.filter(\.appliesToFiles) }

    let box = ArgumentBox(Values())

    init() {}

    var wrappedValue: Values { box.value }

    func declarations(label: String) -> [OptionDeclaration] { Self.declarations(filling: box) }

    /// One declaration per key: a flag sets its key to `true`; a value is read with the key's
    /// grammar, and a malformed one is refused as `--KEY needs GRAMMAR (e.g. EXAMPLE), found 'PART'`.
    static func declarations(filling box: ArgumentBox<Values>) -> [OptionDeclaration] {
        keys.map { key in
            let option = "--" + key.name
            guard !key.isFlag else {
                return OptionDeclaration(
                    name: option, valueName: nil, help: key.help,
                    kind: .flag {
                        _ = key.apply("true", to: &box.value.scenario)
                        box.value.given[key.name] = "true"
                    },
                    isGiven: { box.value.given[key.name] != nil })
            }
            return OptionDeclaration(
                name: option, valueName: key.valueName, help: key.help,
                kind: .value { text in
                    if let malformed = key.apply(text, to: &box.value.scenario) {
                        return "\(option) needs \(key.optionNeeds), found '\(malformed.part ?? Substring(text))'"
                    }
                    box.value.given[key.name] = text
                    return nil
                },
                isGiven: { box.value.given[key.name] != nil })
        }
    }
}
