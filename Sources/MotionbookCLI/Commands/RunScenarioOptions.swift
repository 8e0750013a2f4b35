import Foundation
import SnippetRunner
import TraceFormat

/// The scenario of `motionbook run FILE.swift`: the fence keys a lesson snippet writes in its
/// fence, given as options. Every scenario option is declared here and nowhere else; `run`
/// includes them in its FILE.swift options, so with a lesson each is the usage error
/// "--tap is for FILE.swift".
struct RunScenarioOptions: ParsableArguments {
    static let section: OptionSection? = OptionSection(title: "Scenario options", collapsesInUsage: true)

    @Option(
        valueName: "S", help: "Seconds to trace.",
        needs: "seconds above 0 and at most \(Int(TraceScenario.longestDuration))",
        parse: { Double($0).flatMap { TraceScenario.allows(duration: $0) ? $0 : nil } })
    var duration: Double?

    @Option(
        valueName: "TARGET@S,...", help: "Taps, as the fence key.", needs: "TARGET@SECONDS[,TARGET@SECONDS…] (e.g. Play@0.5)",
        quotesValue: true, parse: ScenarioSyntax.taps)
    var tap: [TraceScenario.Tap] = []

    @Option(
        valueName: "TARGET@S:DX,DY,D;...", help: "Drags, as the fence key.",
        needs: "TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. Card@0.5:120,0,0.3)", quotesValue: true, parse: ScenarioSyntax.drags)
    var drag: [TraceScenario.Drag] = []

    @Option(
        valueName: "TARGET@S:DX,DY,D;...", help: "Scrolls, as the fence key.",
        needs: "TARGET@SECONDS:DX,DY,DURATION[;…] (e.g. *@0.5:0,300,0.4)", quotesValue: true, parse: ScenarioSyntax.drags)
    var scroll: [TraceScenario.Drag] = []

    @Option(
        valueName: "TARGET@S:SCALE,DEG[,DX,DY],D;...", help: "Two-finger pinches and turns, as the fence key.",
        needs: "TARGET@SECONDS:SCALE,DEGREES[,DX,DY],DURATION[;…] (e.g. Photo@0.5:2,45,0.6)", quotesValue: true,
        parse: ScenarioSyntax.pinches)
    var pinch: [TraceScenario.Pinch] = []

    @Option(
        valueName: "N", help: "Frames per second (default 60).",
        needs: "whole frames per second from \(TraceScenario.frameRates.lowerBound) to \(TraceScenario.frameRates.upperBound)",
        parse: { Int($0).flatMap { TraceScenario.allows(fps: $0) ? $0 : nil } })
    var fps = 60

    @Option(
        valueName: "WxH", help: "The root's size in points (default 393x852).",
        needs: "WIDTHxHEIGHT in points, each above 0 and at most 10000 (e.g. 393x852)", quotesValue: true, parse: ScenarioSyntax.size)
    var size: CGSize?

    @Flag(help: "Run with Reduce Motion on.")
    var reduceMotion: Bool

    init() {}

    /// The request of standalone files' `sources` (the first is the main one) in this scenario.
    func request(_ sources: [String], view: String?) -> SnippetRequest {
        var request = SnippetRequest(
            source: sources[0], view: view, duration: duration, fps: fps, taps: tap.map { SnippetRequest.Tap(target: $0.target, time: $0.time) },
            reduceMotion: reduceMotion, drags: drag, size: size)
        request.scenario.scrolls = scroll
        request.scenario.pinches = pinch
        request.otherSources = Array(sources.dropFirst())
        return request
    }
}
