import Diagnostics
import Foundation
import Lessons
import SiteBuilder
import SnippetRunner
import TraceFormat

/// `motionbook run … --html FILE`: the traces `run` printed, as one self-contained page
/// (`SiteBuilder/Pages/TraceDocument.swift`) in the tool's own theme and UI strings (`site/`
/// and `translations/` of the checkout the tool belongs to), in the lesson's language, or for
/// Swift files in `--lang`, `$MOTIONBOOK_LANG` or English; and `exercise check … --html FILE`.
enum RunPage {
    static func write(
        _ printed: [TracePrintout.Item], title: String, language: String, checkout: String, to path: String
    ) throws(OutputFile.Failure) {
        var items: [TraceDocument.Item] = []
        for item in printed {
            guard let trace = try? Trace.decode(Data(item.traceJSON.utf8)) else { continue }
            items.append(TraceDocument.Item(id: item.id, trace: trace, every: item.every, show: item.show))
        }
        let (theme, strings) = try resources(language: language, checkout: checkout, for: path)
        try OutputFile.write(TraceDocument(title: title, items: items, theme: theme, strings: strings).render(), to: path)
    }

    /// `motionbook exercise check … --html FILE`: the verdict, the attempt's trace and the
    /// solution's, the first difference marked (``TraceDocument/Attempt``).
    static func writeAttempt(
        _ attempt: TraceDocument.Attempt, language: String, checkout: String, to path: String
    ) throws(OutputFile.Failure) {
        let (theme, strings) = try resources(language: language, checkout: checkout, for: path)
        let title = strings.format(.exercisePageTitle, texts: [attempt.exercise.id])
        try OutputFile.write(TraceDocument(title: title, items: [], theme: theme, strings: strings, attempt: attempt).render(), to: path)
    }

    /// The tool's own theme and UI strings in `language`.
    static func resources(language: String, checkout: String, for path: String) throws(OutputFile.Failure) -> (Theme, Localizer) {
        let theme: Theme
        do {
            theme = try Theme.load(folder: "\(checkout)/site")
        } catch {
            throw OutputFile.Failure(message: "cannot write \(path): the theme file \(error.path) is missing")
        }
        var ignored = DiagnosticCollector()
        let translations = Translations.load(folder: "\(checkout)/translations", requiredKeys: UIString.keys, diagnostics: &ignored)
        return (theme, Localizer(translations: translations, language: language))
    }
}
