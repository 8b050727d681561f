import HIGControls

extension Problem {
    /// The text of a difference between the two languages: a page or guideline only in one, rules
    /// or order that differ, a translation older than its twin.
    /// `message` sends only these problems here.
    var translationMessage: String {
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
        default:
            preconditionFailure("\(self) is not a translation problem")
        }
    }
}
