import Diagnostics

extension RuleCatalog {
    /// The rules of Lessons (``Rule/Stage/lint``), in the order `check --list-rules` prints them.
    public static let lessons = RuleCatalog([
        .notUTF8, .unknownLanguage, .outsideContent, .frontMatterMissing, .frontMatterUnclosed,
        .frontMatterUnknownKey, .frontMatterDuplicateKey, .frontMatterMalformed, .frontMatterMissingKey,
        .frontMatterLangMismatch, .duplicateLessonID, .duplicateOrder, .missingTranslation, .translationSnippetIDs,
        .rawHTML, .fileTooLarge, .lineTooLong, .tableTooWide, .tooDeep, .missingLesson, .missingHeading,
        .missingImage, .imagePath, .imageType, .unknownRole, .unknownKey, .duplicateKey, .missingKey, .malformedValue, .parameterMarkup,
        .duplicateBlockID, .exerciseWithoutSolution, .solutionWithoutExercise, .hintWithoutExercise, .revealWithoutPrediction, .quizNoQuestion,
        .quizNoCorrectChoice, .quizTooFewChoices, .quizMalformedLine, .quizMalformedNumber, .quizUnknownSnippet,
        .quizVariant, .quizLongestOption,
        .translationMissing, .translationMalformed,
    ])
}
