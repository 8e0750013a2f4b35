import SnippetRunner
/// The option groups of `motionbook run`: those for a lesson, those for Swift files (the
/// scenario keys), and how the traces are printed and written. Which
/// options belong to lessons and which to files is declared here: a group included with a
/// usage form is that form's.

/// `run LESSON`: where a lesson given by id is looked up.
struct RunLessonOptions: ParsableArguments {
    static let section: OptionSection? = OptionSection(title: "Options for LESSON", collapsesInUsage: false)

    @Option(valueName: "L", help: "The language of a lesson given by id: bg, zh-Hans or de.")
    var lang: String?

    @Option(valueName: "DIR", help: "The content folder for lesson ids (default: content).")
    var content: String?

    @RepeatedOption(
        valueName: "NAME=VALUE",
        help: "Runs the snippet with its parameter NAME (a literal its fence marks with param=) at VALUE, on or off the grid; the others keep their literal.",
        needs: "NAME=VALUE with a parameter's name and a number", parse: RunLessonOptions.parameterValue)
    var param: [(name: String, value: Double)]

    init() {}

    /// `bounce=0.5` → ("bounce", 0.5); nil for anything else.
    static func parameterValue(_ text: String) -> (name: String, value: Double)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = String(text[..<equals])
        guard !name.isEmpty, let value = Double(text[text.index(after: equals)...]), value.isFinite else { return nil }
        return (name, value)
    }
}

/// `run FILE.swift`: the scenario keys that apply to files (what to mount, how long, taps, drags,
/// …), one option per key of the scenario table (``ScenarioOptions``), so the fence key and the
/// option share their grammar and their words. They are `[SCENARIO OPTIONS]` in the usage line
/// and listed under "Scenario options" in `--help`; with a lesson each is a usage error.
struct RunFileOptions: ParsableArguments {
    static let section: OptionSection? = OptionSection(title: "Scenario options", collapsesInUsage: true)

    @ScenarioOptions var scenario: ScenarioOptions.Values

    init() {}

    /// The first of these options the command line gave, for refusing it with a lesson.
    var firstGiven: String? { CommandDeclarations(of: self).options.first { $0.isGiven() }?.name }

    /// The request of standalone files' `sources` (the first is the main one) in this scenario.
    func request(_ sources: [String]) -> SnippetRequest {
        SnippetRequest(source: sources[0], otherSources: Array(sources.dropFirst()), scenario: scenario.scenario)
    }
}

/// How `run` prints the traces and which files it also writes.
struct RunOutputOptions: ParsableArguments {
    static let section: OptionSection? = OptionSection(title: "Output options", collapsesInUsage: true)

    @Option(
        help: "table (default); csv: every frame unless --every is given; json: the trace document as the snippet printed it (an object keyed by snippet id when several run; a file's previews: the documents one after another).")
    var format = TraceOutputFormat.table

    @Option(valueName: "S", help: "Seconds between table rows.", needs: "a number of seconds above 0", parse: Seconds.parse)
    var every: Double?

    @Option(valueName: "P,...", help: "Properties or components to show (as the fence key show=).")
    var show: String?

    @Flag(help: "Draw the charts even when stdout is no terminal.")
    var chart: Bool

    @Flag(help: "Never draw the charts.")
    var noChart: Bool

    @Option(valueName: "FILE", help: "Also write the traces as one self-contained page (scene replay, charts, tables, events; no network, no other file).")
    var html: String?

    @Option(valueName: "FILE", help: "Also write each snippet's scene as a film strip: first frame, events, last frame (one SVG file).")
    var svg: String?

    @Option(valueName: "FILE", help: "Also write the snippet's traced scene as a Lottie animation (JSON); one snippet only.")
    var lottie: String?

    init() {}
}

/// `--format` of `run`.
enum TraceOutputFormat: String, ArgumentChoice {
    case table, csv, json
    static let kind = "format"
}
