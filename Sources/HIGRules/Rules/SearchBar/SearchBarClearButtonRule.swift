import HIGControls

/// A search bar has a clear button to erase the field in one tap.
enum SearchBarClearButtonRule {
    static let rule = Rule(
        id: "search-bar.clear-button", component: .searchBar, severity: .warning,
        guideline: GuidelineReference("bars/search-bars", "clear-button"),
        title: Localized(ko: "검색 바에 지우기 버튼 넣기", en: "Include a clear button in a search bar"),
        summary: Localized(
            ko: "지우기 버튼이 있으면 입력한 글자를 하나씩 지우지 않고 한 번만 탭해 처음부터 다시 검색할 수 있습니다. 대부분의 검색 바에는 지우기 버튼이 있어야 합니다.",
            en: "A clear button lets people start over with one tap instead of deleting what they typed character by character. Most search bars should include one."),
        examples: [
            .passing(Localized(ko: "지우기 버튼이 있는 검색 바", en: "A search bar with a clear button"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "Search", text: "coffee"))])),
            .failing(Localized(ko: "지우기 버튼을 없앤 검색 바", en: "A search bar without a clear button"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "검색", text: "커피", hasClearButton: false))]),
                     at: "content[0].search-bar.clear-button"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .searchBar(let searchBar) = element, !searchBar.hasClearButton else { return nil }
                return Finding(path.key("clear-button"), Localized(
                    ko: "검색 바에 지우기 버튼이 없습니다. 사용자가 한 번에 입력란을 비울 수 있도록 지우기 버튼을 넣으세요.",
                    en: "The search bar has no clear button; include one so people can empty the field with one tap."))
            }
        }
    )
}
