/// The positionals of a command (`@Argument`), the option groups it includes (`@OptionGroup`),
/// and how a declaration shows in the usage lines (``OptionUsage``, ``OptionSection``).

/// How an option shows in the usage lines.
enum OptionUsage: Sendable {
    /// `[--name VALUE]` on each usage line of its form.
    case optional
    /// `--name VALUE`, without brackets; a command line without it is refused as `missing --name`.
    case required
    /// A usage line of its own (`motionbook check --explain RULE`): an action that needs no other
    /// option; it is left out of the other lines.
    case standalone
}

/// The title of a group of options: their own part of `--help` (`Snippet options:`) and, when
/// `collapsesInUsage`, one `[SNIPPET OPTIONS]` in the usage lines instead of each option.
struct OptionSection: Sendable, Equatable {
    var title: String
    var collapsesInUsage: Bool

    /// `[SNIPPET OPTIONS]`.
    var usageName: String { "[\(title.uppercased())]" }
}

/// The positional arguments, in order (everything that is no option, and all after `--`). A
/// command that declares none refuses any with `unexpected argument 'x'`.
@propertyWrapper
struct Argument: ArgumentDeclaring, Sendable {
    let box = ArgumentBox<[String]>([])
    /// The positionals in the usage line (`[PATH...]`, `ID [FILE]`); nil when the command's usage
    /// forms name them (``OptionGroup/init(form:)``).
    let usage: String?
    /// How many the command takes, when the parser is to check it; a wrong count is refused as
    /// `'COMMAND' takes EXPECTS`.
    let count: ClosedRange<Int>?
    /// The words for the expected positionals in that message (default: `usage`).
    let expects: String?

    init(usage: String? = nil, count: ClosedRange<Int>? = nil, expects: String? = nil) {
        self.usage = usage
        self.count = count
        self.expects = expects
    }

    var wrappedValue: [String] { box.value }

    func declarations(label: String) -> [OptionDeclaration] { [] }

    /// The refusal of the positionals given to `path` (`exercise start`), or nil when their count fits.
    func countProblem(path: String) -> String? {
        guard let count, !count.contains(box.value.count) else { return nil }
        return "'\(path)' takes \(expects ?? usage ?? "no arguments")"
    }
}

/// The options of another type, declared once and included in several commands
/// (``SnippetOptions``, ``SiteFolderOptions``). The group's type may give them a section of
/// their own (``ParsableArguments/section``); where it is included, `form` may make them the
/// options of one usage form (`run LESSON` or `run FILE.swift`).
@propertyWrapper
struct OptionGroup<Group: ParsableArguments>: ArgumentDeclaring, Sendable {
    let wrappedValue: Group
    /// The positionals of the usage form these options belong to; nil: every form.
    let form: String?

    init(form: String? = nil) {
        wrappedValue = Group()
        self.form = form
    }

    /// The group's declarations, each in the group's section and form unless it has its own (a group within).
    func declarations(label: String) -> [OptionDeclaration] {
        CommandDeclarations(of: wrappedValue).options.map { declaration in
            var placed = declaration
            placed.section = declaration.section ?? Group.section
            placed.form = declaration.form ?? form
            return placed
        }
    }
}

/// A type whose properties are option declarations: a command or an option group.
protocol ParsableArguments: Sendable {
    init()
    /// The section of `--help` a group's options are listed in; nil: with the command's own.
    static var section: OptionSection? { get }
}

extension ParsableArguments {
    static var section: OptionSection? { nil }
}
