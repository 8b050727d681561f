import HIGControls

/// Search is done in a search bar, which has the appearance people expect.
enum TextFieldUseSearchBarRule {
    static let rule = Rule(
        id: "text-field.use-search-bar", component: .textField, severity: .error,
        guideline: GuidelineReference("controls/text-fields", "use-search-bar"),
        title: Localized(ko: "검색에는 텍스트 필드 대신 검색 바를", en: "A search bar, not a text field, for search"),
        summary: Localized(
            ko: "텍스트 필드에는 사용자가 검색 기능에서 기대하는 표준 검색 바의 모양이 없습니다. 검색어를 받는 텍스트 필드가 있는지 확인합니다.",
            en: "A text field lacks the standard search bar appearance that people expect from search. Checks for text fields that take search terms."),
        examples: [
            .passing(Localized(ko: "검색 바로 받는 검색어", en: "Search terms in a search bar"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "검색")),
                                      .table(Table(rows: ["최근 검색 항목", "추천 검색어"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "검색어를 받는 텍스트 필드", en: "A text field for search terms"),
                     Screen(content: [.textField(TextField(contentType: .search, keyboard: .webSearch, placeholder: "Search")),
                                      .table(Table(rows: ["Recent Searches", "Suggestions"].map { .init(title: $0) }))]),
                     at: "content[0].text-field.content"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, field.contentType == .search else { return nil }
                return Finding(path.key("content"), Localized(
                    ko: "텍스트 필드로 검색어를 받습니다. 사용자가 기대하는 모양으로 검색할 수 있도록 검색 바를 사용하세요.",
                    en: "A text field takes search terms; use a search bar, which has the appearance people expect from search."))
            }
        }
    )
}
