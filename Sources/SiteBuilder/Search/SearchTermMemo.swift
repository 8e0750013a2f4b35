import Foundation
import Lessons

/// Each lesson's search sections and terms, kept by a process that builds again (`serve`): a
/// lesson whose path and text are unchanged is not tokenized again. The sections are a pure
/// function of the two, so an index made with the memo is the one made without it. Safe to
/// share between threads.
public final class SearchTermMemo: @unchecked Sendable {
    private struct Entry {
        var source: String
        var sections: [SearchIndex.Section]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    public init() {}

    func sections(of lesson: CheckedLesson) -> [SearchIndex.Section] {
        if let entry = lock.withLock({ entries[lesson.path] }), entry.source == lesson.source { return entry.sections }
        let sections = SearchIndex.sections(of: lesson)
        lock.withLock { entries[lesson.path] = Entry(source: lesson.source, sections: sections) }
        return sections
    }
}
