/// Everything a command (or an option group) declares, found with `Mirror` in declaration
/// order: its options and flags, its groups' included (each placed in its section and usage
/// form), and its positionals. The parser, the usage lines, `--help` and the start-up check all
/// read this one list.
struct CommandDeclarations {
    /// The names every command has without declaring them.
    static let builtInNames = ["--help", "-h"]

    var options: [OptionDeclaration]
    /// The `@Argument`, if the command declares one.
    var positionals: Argument?

    init(of value: some ParsableArguments) {
        let children = Mirror(reflecting: value).children
        options = children.flatMap { child -> [OptionDeclaration] in
            guard let declaring = child.value as? any ArgumentDeclaring else { return [] }
            return declaring.declarations(label: child.label ?? "")
        }
        positionals = children.lazy.compactMap { $0.value as? Argument }.first
    }

    /// Each option name declared more than once (a built-in name counts as declared), in the
    /// order of their second declaration.
    var duplicateNames: [String] { Self.repeated(Self.builtInNames + options.map(\.name)) }

    /// The names that occur more than once in `names`, each once, in the order of their second occurrence.
    static func repeated(_ names: [String]) -> [String] {
        var seen = Set<String>()
        var repeated: [String] = []
        for name in names where !seen.insert(name).inserted && !repeated.contains(name) { repeated.append(name) }
        return repeated
    }

    /// The usage forms, by their positionals, in the order their first option is declared;
    /// empty when the command has one form only.
    var forms: [String] {
        var forms: [String] = []
        for case let form? in options.map(\.form) where !forms.contains(form) { forms.append(form) }
        return forms
    }
}
