/// What the snippet runner and a compiled snippet program agree on for a `#Playground` block
/// (docs/SWIFTUI-FILES.md, "How a `#Playground` runs"): how the trace of one of its variables is
/// named, and how the program says that there is no view to trace.
///
/// One program is compiled per playground; the scenario document's `view` names the variable
/// whose view the run traces (``valueName(_:in:)``), so every value of a playground runs the
/// same program.
public enum PlaygroundContract {
    /// The name of the trace of the view a playground's top-level variable `variable` holds:
    /// `Cards: card` in `#Playground("Cards")`, `card` in an unnamed playground.
    public static func valueName(_ variable: String, in playground: String?) -> String {
        playground.map { "\($0): \(variable)" } ?? variable
    }

    /// The exit status of a program that ran its playground and found no view to trace.
    public static let nothingToTraceStatus: Int32 = 3

    /// The start of the last line such a program writes to standard error; the reason follows it
    /// (`the playground 'Numbers' assigns no view to a variable at its top level (total: Int)`).
    public static let nothingToTracePrefix = "motiontrace: nothing to trace: "
}
