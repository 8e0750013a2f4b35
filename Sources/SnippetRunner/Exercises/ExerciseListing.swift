import Lessons
import TraceFormat

/// The words of the exercise commands: the list, and finding an exercise by id (the verdicts
/// are `ExerciseWording`'s, in the learner's language).
public enum ExerciseListing {
    /// An exercise id that names none, or several.
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
    }

    /// Per language, one line per exercise: `lesson/exercise`, its title, started or not.
    public static func text(_ exercises: [Exercise], workspace: ExerciseWorkspace) -> String {
        guard !exercises.isEmpty else { return "no exercises\n" }
        var output = ""
        for language in Language.allCases {
            let mine = exercises.filter { $0.lesson.language == language }
            guard !mine.isEmpty else { continue }
            output += "\(language.code) (\(language.nativeName))\n"
            let names = mine.map { "\($0.lesson.id)/\($0.id)" }
            let width = names.map(\.count).max() ?? 0
            for (exercise, name) in zip(mine, names) {
                let state = workspace.isStarted(exercise.id) ? "started: \(workspace.file(for: exercise.id))" : "not started"
                output += "  \(name)\(String(repeating: " ", count: width - name.count))  \(exercise.title)  [\(state)]\n"
            }
        }
        return output
    }

    /// `lesson-id/id` → (`lesson-id`, `id`); `id` → (nil, `id`).
    public static func split(_ id: String) -> (lessonID: String?, exerciseID: String) {
        let parts = id.split(separator: "/", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : (nil, id)
    }

    /// The exercise `id` (or `lesson-id/id`) names, in `language` or the first language (bg,
    /// zh-Hans, de) that has it.
    public static func find(_ id: String, in course: Course, language: Language?) -> Result<Exercise, Failure> {
        let (lessonID, exerciseID) = split(id)
        let all = Exercise.all(in: course, language: language)
        let matches = all.filter { $0.id == exerciseID && (lessonID == nil || $0.lesson.id == lessonID) }
        guard let first = matches.first else {
            let known = Set(all.map { $0.id }).sorted()
            let scope = language.map { " in \($0.code)" } ?? ""
            return .failure(Failure(message: "no exercise '\(id)'\(scope)\(known.isEmpty ? "" : " (exercises: \(known.joined(separator: ", ")))")"))
        }
        let lessons = Set(matches.map(\.lesson.id))
        if lessons.count > 1 {
            let names = lessons.sorted().map { "\($0)/\(exerciseID)" }
            return .failure(Failure(message: "several lessons have an exercise '\(exerciseID)'; name one: \(names.joined(separator: ", "))"))
        }
        return .success(first)
    }
}
