import HIGControls
import HIGRules

/// A difference between the two languages: a page, guideline or change only in one, rules or
/// order that differ, a translation older than its twin.
package enum TranslationProblem: Hashable, Sendable {
    case pageOnlyInOtherLanguage(page: String, other: Language)
    case linkToOtherLanguage(page: String, other: Language)
    case guidelineOnlyHere(id: String, missingIn: Language)
    case guidelineRulesDiffer(id: String, here: [String], other: [String], otherLanguage: Language)
    case guidelineOrderDiffers(other: Language)
    case staleTranslation(stamped: String, current: String, other: Language)
    case translatedFromWithoutTwin(other: Language)
    case changeOnlyHere(date: String, missingIn: Language)

    var code: String {
        switch self {
        case .pageOnlyInOtherLanguage, .linkToOtherLanguage, .guidelineOnlyHere, .changeOnlyHere: "missing-translation"
        case .guidelineRulesDiffer, .guidelineOrderDiffers: "guideline-mismatch"
        case .staleTranslation, .translatedFromWithoutTwin: "stale-translation"
        }
    }

    /// A translation in progress is normal; rules that differ, or a change logged in one
    /// language only, make the two sites say different things.
    var severity: Severity {
        switch self {
        case .pageOnlyInOtherLanguage, .linkToOtherLanguage, .guidelineOnlyHere, .guidelineOrderDiffers, .staleTranslation,
             .translatedFromWithoutTwin: .warning
        case .guidelineRulesDiffer, .changeOnlyHere: .error
        }
    }

    var message: String {
        switch self {
        case .pageOnlyInOtherLanguage(let page, let other):
            "page '\(page)' has no \(other.englishName) translation yet"
        case .linkToOtherLanguage(let page, let other):
            "page '\(page)' exists only in \(other.englishName); the link leads to the \(other.englishName) page until it is translated"
        case .guidelineOnlyHere(let id, let missingIn):
            "guideline '#\(id)' is missing from the \(missingIn.englishName) page"
        case .guidelineRulesDiffer(let id, let here, let other, let otherLanguage):
            "guideline '#\(id)' names rules [\(here.joined(separator: ", "))] here but [\(other.joined(separator: ", "))] in \(otherLanguage.englishName)"
        case .guidelineOrderDiffers(let other):
            "guidelines are in a different order than on the \(other.englishName) page"
        case .staleTranslation(let stamped, let current, let other):
            "the \(other.englishName) page changed since this translation (translated from \(stamped), now \(current)); "
                + "update the translation, then run 'higsite check --stamp' on this file"
        case .translatedFromWithoutTwin(let other):
            "'translated-from' is set but there is no \(other.englishName) page to compare with"
        case .changeOnlyHere(let date, let missingIn):
            "the change of \(date) is missing from the \(missingIn.englishName) page's 'changes'"
        }
    }
}
