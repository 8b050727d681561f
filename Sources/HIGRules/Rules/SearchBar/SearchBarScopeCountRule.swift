import HIGControls

/// A scope bar has a few scopes: at least two, at most four.
enum SearchBarScopeCountRule {
    static let range = 2...4

    static let rule = Rule(
        id: "search-bar.scope-count", component: .searchBar, severity: .warning,
        guideline: GuidelineReference("bars/search-bars", "scope-bar"),
        title: Localized(ko: "범위 바의 범위는 2~4개", en: "Two to four scopes in a scope bar"),
        summary: Localized(
            ko: "범위 바는 검색할 범주가 뚜렷하게 나뉘어 있을 때만 유용합니다. 범위가 많으면 하나하나가 좁아져 읽고 탭하기 어렵고, 범위가 하나뿐이면 고를 것이 없습니다. 범위를 늘리기보다 검색 결과 자체를 개선하는 것이 좋습니다.",
            en: "A scope bar helps only when the search covers a few clearly defined categories. Many scopes make each segment narrow and hard to read and tap; a single scope offers no choice. Rather than adding scopes, improve the results."),
        threshold: Localized(ko: "범위 \(range.lowerBound)~\(range.upperBound)개 (higsite의 기준)",
                             en: "\(range.lowerBound)–\(range.upperBound) scopes (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "범위 3개", en: "Three scopes"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "검색", scopes: ["전체", "보관함", "Apple Music"]))])),
            .failing(Localized(ko: "범위 6개", en: "Six scopes"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "Search", scopes: ["All", "Mail", "Contacts", "Events", "Notes", "Files"]))]),
                     at: "content[0].search-bar.scopes[4]"),
            .failing(Localized(ko: "범위 1개", en: "A single scope"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "Search", scopes: ["All"]))]),
                     at: "content[0].search-bar.scopes"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .searchBar(let searchBar) = element, !searchBar.scopes.isEmpty else { return nil }
                let count = searchBar.scopes.count
                if count > range.upperBound {
                    return Finding(path.key("scopes").index(range.upperBound), Localized(
                        ko: "범위 바에 범위가 \(count)개 있습니다. \(range.upperBound)개 이하로 줄이고, 검색 결과 자체를 개선하는 방법을 고려하세요.",
                        en: "The scope bar has \(count) scopes; keep to \(range.upperBound) or fewer and consider improving the results instead."))
                }
                if count < range.lowerBound {
                    return Finding(path.key("scopes"), Localized(
                        ko: "범위 바에 범위가 \(count)개뿐이라 고를 것이 없습니다. 범위 바를 없애거나 범위를 \(range.lowerBound)개 이상 두세요.",
                        en: "The scope bar has only \(count) scope, which offers no choice; remove the scope bar or offer at least \(range.lowerBound) scopes."))
                }
                return nil
            }
        }
    )
}
