import Foundation
import Lessons
import Toolbox

/// Each lesson's search sections and terms, kept by a process that builds again (`serve`), by
/// path: a lesson whose text is unchanged is not tokenized again. The sections are a pure
/// function of the text, so an index made with the memo is the one made without it. Safe to
/// share between threads.
public typealias SearchTermMemo = Memo<String, LessonSearchSections>

/// The search sections of one lesson and the text they were made from.
public struct LessonSearchSections: Sendable {
    var source: String
    var sections: [SearchIndex.Section]
}

extension Memo where Key == String, Value == LessonSearchSections {
    func sections(of lesson: CheckedLesson) -> [SearchIndex.Section] {
        value(for: lesson.path, isCurrent: { $0.source == lesson.source }) {
            LessonSearchSections(source: lesson.source, sections: SearchIndex.sections(of: lesson))
        }.sections
    }
}
