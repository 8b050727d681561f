import HIGControls

/// A search bar hints at what people can search for.
enum SearchBarPlaceholderRule {
    static let rule = Rule(
        id: "search-bar.placeholder", component: .searchBar, severity: .warning,
        guideline: GuidelineReference("bars/search-bars", "hints"),
        title: Localized(ko: "검색 바에 플레이스홀더나 안내 문구 넣기", en: "Give a search bar placeholder text or a prompt"),
        summary: Localized(
            ko: "빈 검색 바만으로는 무엇을 검색할 수 있는지 알기 어렵습니다. \"의류, 신발, 액세서리 검색\"이나 \"검색\" 같은 플레이스홀더 텍스트를 넣고, 안내가 더 필요하다면 검색 바 위에 짧은 한 줄짜리 안내 문구를 표시해야 합니다.",
            en: "An empty search bar doesn't tell people what they can search for. Show placeholder text such as \"Search clothing, shoes, and accessories\" or simply \"Search\", and when people need more guidance, a short one-line prompt above the bar."),
        examples: [
            .passing(Localized(ko: "'검색' 플레이스홀더가 있는 검색 바", en: "A search bar with a Search placeholder"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "검색"))])),
            .passing(Localized(ko: "안내 문구가 있는 검색 바", en: "A search bar with a prompt"),
                     Screen(content: [.searchBar(SearchBar(prompt: "Enter a company name or stock symbol."))])),
            .failing(Localized(ko: "플레이스홀더도 안내 문구도 없는 검색 바", en: "A search bar with neither placeholder nor prompt"),
                     Screen(content: [.searchBar(SearchBar())]),
                     at: "content[0].search-bar"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .searchBar(let searchBar) = element,
                      (searchBar.placeholder ?? "").allSatisfy(\.isWhitespace), (searchBar.prompt ?? "").allSatisfy(\.isWhitespace) else { return nil }
                return Finding(path, Localized(
                    ko: "검색 바에 플레이스홀더 텍스트도 안내 문구도 없습니다. '검색'이나 '노래, 아티스트 검색'처럼 무엇을 검색할 수 있는지 알려 주는 플레이스홀더를 넣으세요.",
                    en: "The search bar has neither placeholder text nor a prompt; add a placeholder that hints at what people can search for, such as 'Search' or 'Search songs and artists'."))
            }
        }
    )
}
