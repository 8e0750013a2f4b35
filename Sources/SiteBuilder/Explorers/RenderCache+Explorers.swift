import Lessons

extension RenderCache {
    /// The fingerprint of an explorer's data file (``ExplorerData``): ``renderer``, the UI
    /// strings of its language, the lesson's path and text (the snippet's code and fence keys,
    /// so its grid and scenarios) and the fingerprint of the snippet's trace and of every grid
    /// point's (the program's key); nil when one has none, so the file is rendered every time.
    func explorerFingerprint(_ snippet: Snippet, in lesson: Lesson, strings: String, traces: SnippetTraces) -> String? {
        var hash = lessonHash("explorer/1", lesson, strings: strings)
        hash.update(field: snippet.id)
        let lessonPath = SnippetTraces.key(of: lesson)
        guard let own = traces.fingerprint(lessonPath: lessonPath, snippetID: snippet.id) else { return nil }
        hash.update(field: own)
        for variant in snippet.variants {
            guard let fingerprint = traces.variantFingerprint(lessonPath: lessonPath, snippetID: snippet.id, variant) else { return nil }
            hash.update(field: variant.key + " " + fingerprint)
        }
        return hash.hexDigest()
    }
}
