import Foundation
import SceneRendering
import SiteBuilder
import SnippetRunner
import TraceFormat

/// `motionbook run … --svg FILE` and `--lottie FILE`: the traced scenes of the snippets `run`
/// printed, as the film strip (one strip per snippet, under its id, in one SVG file) or as one
/// Lottie animation (`SceneRendering`).
enum RunExports {
    /// The film strips of every printed trace with a scene, one under another.
    static func writeFilmStrips(_ printed: [TracePrintout.Item], to path: String) throws(OutputFile.Failure) {
        var strips: [(title: String, strip: FilmStrip)] = []
        for (index, item) in printed.enumerated() {
            guard let trace = try? Trace.decode(Data(item.traceJSON.utf8)), let strip = FilmStrip(trace: trace, id: "strip-\(index)", kindName: \.rawValue) else { continue }
            strips.append(("\(item.id) · \(trace.view)", strip))
        }
        guard !strips.isEmpty else { throw OutputFile.Failure(message: "cannot write \(path): no trace has a scene that draws") }
        try OutputFile.write(FilmStrip.document(strips), to: path)
    }

    /// The one printed trace as a Lottie animation.
    static func writeLottie(_ printed: [TracePrintout.Item], to path: String) throws(OutputFile.Failure) {
        guard printed.count == 1, let item = printed.first else {
            throw OutputFile.Failure(
                message: "--lottie writes one animation, but \(printed.count) traces ran (\(printed.map(\.id).joined(separator: ", "))); name one snippet or --preview")
        }
        guard let trace = try? Trace.decode(Data(item.traceJSON.utf8)), let animation = LottieAnimation(trace: trace, name: item.id) else {
            throw OutputFile.Failure(message: "cannot write \(path): the trace of \(item.id) has no scene")
        }
        try OutputFile.write(animation.json(), to: path)
    }
}
