import Diagnostics
import Foundation

/// The first stage of checking a course, the one that needs no compiler: load the lessons,
/// lint them across lessons, load and check the UI strings. The snippet run comes after it.
public struct CourseLint: Sendable {
    /// Where the UI strings are.
    public enum TranslationsSource: Sendable, Equatable {
        /// By ``TranslationsFolder``, beside each content folder; `required`: it must exist.
        case beside(required: Bool)
        /// This folder, which must exist.
        case folder(String)
    }

    /// Why the lint could not start.
    public enum Failure: Error, Sendable, Equatable {
        /// A path to check does not exist.
        case noSuchPath(String)
        /// A translations folder that must exist does not.
        case noTranslationsFolder(String)
    }

    /// Lesson files, language folders or content folders.
    public var paths: [String]
    public var translations: TranslationsSource
    /// The keys the site uses; each must be translated.
    public var requiredKeys: [String]
    /// Lessons parsed by an earlier lint of this process (``ParseMemo``).
    public var memo: ParseMemo?

    public init(paths: [String], translations: TranslationsSource, requiredKeys: [String], memo: ParseMemo? = nil) {
        self.paths = paths
        self.translations = translations
        self.requiredKeys = requiredKeys
        self.memo = memo
    }

    /// The loaded and linted course, its diagnostics collected in `diagnostics`.
    public func run(diagnostics: inout DiagnosticCollector) throws(Failure) -> (course: Course, translations: Translations) {
        let course: Course
        do {
            course = try CourseLoader(memo: memo).load(paths, diagnostics: &diagnostics)
        } catch {
            throw .noSuchPath(error.path)
        }
        CourseChecker().check(course, diagnostics: &diagnostics)
        var loaded: [Translations] = []
        for folder in try translationFolders() {
            loaded.append(Translations.load(folder: folder, requiredKeys: requiredKeys, diagnostics: &diagnostics))
        }
        return (course, loaded.first ?? Translations())
    }

    /// The lint alone, as a checked course without traces.
    public func run() throws(Failure) -> CheckedCourse {
        var diagnostics = DiagnosticCollector()
        let (course, translations) = try run(diagnostics: &diagnostics)
        return CheckedCourse(
            course: course, translations: translations, diagnostics: diagnostics.sorted, images: CourseImages.read(course))
    }

    /// The folders of String Catalogs to check.
    private func translationFolders() throws(Failure) -> [String] {
        switch translations {
        case .folder(let folder):
            guard FileManager.default.fileExists(atPath: folder) else { throw .noTranslationsFolder(folder) }
            return [folder]
        case .beside(let required):
            let folders = TranslationsFolder.existing(besides: paths)
            if required, folders.isEmpty { throw .noTranslationsFolder(TranslationsFolder.beside(paths.first ?? "content")) }
            return folders
        }
    }
}
