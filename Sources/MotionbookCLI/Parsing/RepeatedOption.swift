/// An option that may be given any number of times, `--name VALUE` each (`run --param`): every
/// value read by `parse`, in command-line order; an unreadable one is refused as
/// `OPTION needs NEEDS, found 'x'`.
@propertyWrapper
struct RepeatedOption<Element: Sendable>: ArgumentDeclaring, Sendable {
    let box = ArgumentBox<[Element]>([])
    let name: String?
    let valueName: String
    let help: String
    let needs: String
    let parse: @Sendable (String) -> Element?

    var wrappedValue: [Element] { box.value }

    init(name: String? = nil, valueName: String, help: String, needs: String, parse: @escaping @Sendable (String) -> Element?) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.needs = needs
        self.parse = parse
    }

    func declarations(label: String) -> [OptionDeclaration] {
        let box = box
        let parse = parse
        let needs = needs
        let resolved = name ?? OptionName.from(label: label)
        return [
            OptionDeclaration(
                name: resolved, valueName: valueName, help: help + " May be given more than once.",
                kind: .value { text in
                    guard let value = parse(text) else {
                        return OptionProblem(needs: needs, text: text, option: resolved, quotesValue: true).message
                    }
                    box.value.append(value)
                    box.isGiven = true
                    return nil
                },
                isGiven: { box.isGiven })
        ]
    }
}
