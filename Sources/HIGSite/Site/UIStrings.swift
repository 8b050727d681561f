import HIGControls

/// Every piece of interface text the site shows, in each language, in one place.
struct UIStrings: Sendable {
    public let language: Language
    let skipToContent: String
    let siteNavigation: String
    let onThisPage: String
    let breadcrumbs: String
    public let previous: String
    public let next: String
    let developerReference: String
    let notFoundTitle: String
    let notFoundText: String
    let generatedBy: String
    let pagesInSection: String
    let pagination: String
    /// The numbered pages of a long listing (home or section page).
    let listingNavigation: String
    let chooseLanguage: String
    public let glossary: String
    let glossaryIntro: String
    let englishTerm: String
    let koreanTerm: String
    let avoidTerms: String
    let translationStatus: String
    let translationStatusIntro: String
    let missingPages: String
    let missingGuidelines: String
    let stalePages: String
    public let original: String
    let translationComplete: String
    let staleTranslationNotice: String
    let readOriginal: String
    public let rules: String
    let rulesIntro: String
    public let error: String
    public let warning: String
    public let threshold: String
    let enforcedGuideline: String
    public let examples: String
    public let passes: String
    public let fails: String
    let checkedBy: String
    let severityLabel: String
    /// The rules index's first column heading (the second is `severityLabel`).
    let ruleLabel: String
    let componentLabel: String
    let search: String
    let searchPlaceholder: String
    let searchResults: String
    let sideBySide: String
    let changeLog: String
    let whatsNew: String
    let whatsNewIntro: String
    let olderChanges: String
    let feed: String

    static func forLanguage(_ language: Language) -> UIStrings {
        switch language {
        case .ko:
            UIStrings(
                language: .ko,
                skipToContent: "본문으로 건너뛰기",
                siteNavigation: "사이트 탐색",
                onThisPage: "이 페이지의 내용",
                breadcrumbs: "현재 위치",
                previous: "이전",
                next: "다음",
                developerReference: "개발자 참고 자료",
                notFoundTitle: "페이지를 찾을 수 없습니다",
                notFoundText: "주소가 바뀌었거나 없는 페이지입니다. 처음 화면에서 다시 찾아보세요.",
                generatedBy: "higsite로 만든 사이트입니다.",
                pagesInSection: "이 섹션의 페이지",
                pagination: "이전 페이지와 다음 페이지",
                listingNavigation: "목록의 쪽",
                chooseLanguage: "한국어로 읽기",
                glossary: "용어집",
                glossaryIntro: "이 가이드라인의 한국어 페이지가 쓰는 용어입니다. 한 개념에는 한 용어만 쓰고, 오른쪽 열의 표현은 피합니다.",
                englishTerm: "영어",
                koreanTerm: "한국어",
                avoidTerms: "피할 표현",
                translationStatus: "번역 현황",
                translationStatusIntro: "한국어로 아직 옮기지 않은 페이지와 가이드라인, 영어 원문이 바뀐 뒤 갱신하지 않은 번역입니다.",
                missingPages: "번역되지 않은 페이지",
                missingGuidelines: "번역되지 않은 가이드라인",
                stalePages: "원문이 바뀐 번역",
                original: "원문",
                translationComplete: "모든 페이지와 가이드라인이 번역되어 있고, 원문보다 오래된 번역도 없습니다.",
                staleTranslationNotice: "이 번역은 영어 원문이 바뀐 뒤로 아직 갱신되지 않았습니다.",
                readOriginal: "영어 원문 보기",
                rules: "규칙",
                rulesIntro: "가이드라인 가운데 기계로 확인할 수 있는 것은 규칙으로 만들어 두었습니다. 화면을 YAML로 적어 higsite lint로 검사하거나, 아래에서 각 규칙이 무엇을 확인하는지 살펴보세요.",
                error: "오류",
                warning: "경고",
                threshold: "기준",
                enforcedGuideline: "가이드라인",
                examples: "예시",
                passes: "통과",
                fails: "위반",
                checkedBy: "검사 규칙",
                severityLabel: "심각도",
                ruleLabel: "규칙",
                componentLabel: "구성 요소",
                search: "검색",
                searchPlaceholder: "검색",
                searchResults: "검색 결과",
                sideBySide: "한국어와 영어 나란히 보기",
                changeLog: "변경 기록",
                whatsNew: "새 소식",
                whatsNewIntro: "가이드라인이 바뀐 내용을 최근 것부터 모았습니다. 각 페이지 끝의 변경 기록에도 같은 내용이 있습니다.",
                olderChanges: "이보다 오래된 변경은 각 페이지 끝의 변경 기록에서 볼 수 있습니다.",
                feed: "새 소식 Atom 피드"
            )
        case .en:
            UIStrings(
                language: .en,
                skipToContent: "Skip to content",
                siteNavigation: "Site navigation",
                onThisPage: "On this page",
                breadcrumbs: "Breadcrumbs",
                previous: "Previous",
                next: "Next",
                developerReference: "Developer reference",
                notFoundTitle: "Page not found",
                notFoundText: "The address may have changed, or the page does not exist. Start again from the home page.",
                generatedBy: "Built with higsite.",
                pagesInSection: "Pages in this section",
                pagination: "Previous and next pages",
                listingNavigation: "Pages of this list",
                chooseLanguage: "Read in English",
                glossary: "Glossary",
                glossaryIntro: "The terms the Korean pages of these guidelines use: one Korean term per concept, and the variants to avoid.",
                englishTerm: "English",
                koreanTerm: "Korean",
                avoidTerms: "Avoid",
                translationStatus: "Translation status",
                translationStatusIntro: "Pages and guidelines that exist only in Korean so far, and English pages whose Korean original changed after they were translated.",
                missingPages: "Pages not yet translated",
                missingGuidelines: "Guidelines not yet translated",
                stalePages: "Translations older than their original",
                original: "original",
                translationComplete: "Every page and guideline is translated, and no translation is older than its original.",
                staleTranslationNotice: "This translation has not been updated since the Korean original changed.",
                readOriginal: "Read the Korean original",
                rules: "Rules",
                rulesIntro: "The guidelines that a machine can check are also rules. Describe a screen in YAML and run higsite lint on it, or read below what each rule checks.",
                error: "Error",
                warning: "Warning",
                threshold: "Threshold",
                enforcedGuideline: "Guideline",
                examples: "Examples",
                passes: "Passes",
                fails: "Fails",
                checkedBy: "Checked by",
                severityLabel: "Severity",
                ruleLabel: "Rule",
                componentLabel: "Component",
                search: "Search",
                searchPlaceholder: "Search",
                searchResults: "Search results",
                sideBySide: "Korean and English side by side",
                changeLog: "Change log",
                whatsNew: "What’s new",
                whatsNewIntro: "What changed in the guidelines, newest first. Each page also lists its own changes at its end.",
                olderChanges: "Older changes are listed in the change log at the end of each page.",
                feed: "What’s new (Atom feed)"
            )
        }
    }

    /// "3 of 5 pages translated".
    func progress(translated: Int, total: Int) -> String {
        switch language {
        case .ko: "페이지 \(total)개 중 \(translated)개 번역됨"
        case .en: "\(translated) of \(total) pages translated"
        }
    }

    /// "page 2 of 5", of a listing split into pages.
    func listingPage(_ number: Int, of count: Int) -> String {
        switch language {
        case .ko: "\(count)쪽 중 \(number)쪽"
        case .en: "page \(number) of \(count)"
        }
    }

    /// "12 pages", in a section's entry.
    func pageCount(_ count: Int) -> String {
        switch language {
        case .ko: "페이지 \(count)개"
        case .en: count == 1 ? "1 page" : "\(count) pages"
        }
    }

    /// "and 494 more", after a section's first pages.
    func morePages(_ count: Int) -> String {
        switch language {
        case .ko: "외 \(count)개 더 보기"
        case .en: "\(count) more"
        }
    }

    /// After the first entries of a long list on the translation status page.
    func moreNotListed(_ count: Int) -> String {
        switch language {
        case .ko: "이 밖에 \(count)개가 더 있습니다. higsite check가 모두 알려 줍니다."
        case .en: "… and \(count) more, which higsite check lists."
        }
    }

    /// "passes the 4 rules that apply".
    func passesRules(_ count: Int) -> String {
        switch language {
        case .ko: "적용되는 규칙 \(count)개를 모두 통과합니다"
        case .en: count == 1 ? "Passes the rule that applies" : "Passes all \(count) rules that apply"
        }
    }

    /// The accessible name of the `#` link beside a heading: the heading's text between two
    /// fixed parts, which the Markdown layer writes around it.
    public static func permalinkLabel(in language: Language) -> PermalinkLabel {
        switch language {
        case .ko: PermalinkLabel(before: "‘", after: "’ 항목 링크")
        case .en: PermalinkLabel(before: "Link to “", after: "”")
        }
    }
}
