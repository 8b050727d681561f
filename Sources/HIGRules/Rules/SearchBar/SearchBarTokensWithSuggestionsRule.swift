import HIGControls

/// A search field that takes tokens offers suggestions, so people learn which tokens there are.
enum SearchBarTokensWithSuggestionsRule {
    static let rule = Rule(
        id: "search-bar.tokens-with-suggestions", component: .searchBar, severity: .warning,
        guideline: GuidelineReference("bars/search-bars", "tokens-with-suggestions"),
        title: Localized(ko: "토큰을 쓰는 검색 필드에 검색 제안 함께 두기", en: "Pair search tokens with suggestions"),
        summary: Localized(
            ko: "사람들은 어떤 토큰을 쓸 수 있는지 미리 알지 못합니다. 입력하는 동안 토큰을 제안으로 보여 주면 토큰의 존재와 쓰임을 자연스럽게 익힐 수 있습니다. 토큰이 있는 검색 필드에 검색 제안이 있는지 확인합니다.",
            en: "People don't know in advance which tokens a search offers. Showing tokens among the suggestions as they type teaches them what tokens exist and how to use them. Checks that a search field with tokens also has suggestions."),
        examples: [
            .passing(Localized(ko: "‘사진’ 토큰과 제안 목록이 있는 검색 필드", en: "A search field with a Photos token and suggestions"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "검색", text: "바다", tokens: ["사진"], suggestions: ["링크", "문서"]))])),
            .failing(Localized(ko: "제안 없이 토큰만 있는 검색 필드", en: "Tokens with no suggestions"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "Search", text: "receipt", tokens: ["From: Kate Bell"]))]),
                     at: "content[0].search-bar.tokens"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .searchBar(let bar) = element, !bar.tokens.isEmpty, bar.suggestions.isEmpty else { return nil }
                return Finding(path.key("tokens"), Localized(
                    ko: "검색 필드에 토큰은 있지만 검색 제안이 없습니다. 쓸 수 있는 토큰을 제안으로 보여 주어 사람들이 토큰을 발견하고 익히게 하세요.",
                    en: "The search field takes tokens but offers no suggestions; suggest the tokens people can use so they discover and learn them."))
            }
        }
    )
}
