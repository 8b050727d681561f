/// Every piece of interface text the site shows, in each language, in one place.
public struct UIStrings: Sendable {
    public let language: Language
    public let skipToContent: String
    public let siteNavigation: String
    public let onThisPage: String
    public let breadcrumbs: String
    public let previous: String
    public let next: String
    public let developerReference: String
    public let languageSwitchLabel: String
    public let guideline: String
    public let notFoundTitle: String
    public let notFoundText: String
    public let home: String
    public let generatedBy: String
    public let pagesInSection: String
    public let pagination: String
    public let chooseLanguage: String

    public static func forLanguage(_ language: Language) -> UIStrings {
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
                languageSwitchLabel: "English로 보기",
                guideline: "가이드라인",
                notFoundTitle: "페이지를 찾을 수 없습니다",
                notFoundText: "주소가 바뀌었거나 없는 페이지입니다. 처음 화면에서 다시 찾아보세요.",
                home: "처음",
                generatedBy: "higsite로 만든 사이트입니다.",
                pagesInSection: "이 섹션의 페이지",
                pagination: "이전 페이지와 다음 페이지",
                chooseLanguage: "한국어로 읽기"
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
                languageSwitchLabel: "한국어로 보기",
                guideline: "Guideline",
                notFoundTitle: "Page not found",
                notFoundText: "The address may have changed, or the page does not exist. Start again from the home page.",
                home: "Home",
                generatedBy: "Built with higsite.",
                pagesInSection: "Pages in this section",
                pagination: "Previous and next pages",
                chooseLanguage: "Read in English"
            )
        }
    }

    /// The accessible name of the `#` link beside a heading.
    public func permalinkLabel(for heading: String) -> String {
        switch language {
        case .ko: "‘\(heading)’ 항목 링크"
        case .en: "Link to “\(heading)”"
        }
    }
}
