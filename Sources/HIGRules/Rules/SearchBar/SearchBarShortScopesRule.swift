import HIGControls

/// A scope's title is a word or a short phrase.
enum SearchBarShortScopesRule {
    /// The limit of a segment's label: a scope bar is a segmented control under the field.
    static var maximumLength: Int { SegmentShortLabelsRule.maximumLength }

    static let rule = Rule(
        id: "search-bar.short-scopes", component: .searchBar, severity: .warning,
        guideline: GuidelineReference("bars/search-bars", "short-scopes"),
        title: Localized(ko: "범위 바의 범위 이름은 짧게", en: "Short scope names"),
        summary: Localized(
            ko: "범위 바는 검색 필드 아래에 놓인 세그먼트 컨트롤이라, 범위마다 좁고 너비가 같은 칸에 이름이 들어갑니다. 범위 이름이 세그먼트 레이블과 같은 기준 길이를 넘는지 확인합니다. 한글은 한 글자를 두 자로 셉니다.",
            en: "A scope bar is a segmented control under the search field, so each scope's name has a narrow segment of the same width as the others. Checks that no scope name runs past the limit set for segment labels; a Hangul character counts as two."),
        threshold: Localized(ko: "\(maximumLength)자 이하, 한글은 한 글자를 두 자로 셈 (세그먼트 레이블과 같은 higsite의 기준)",
                             en: "\(maximumLength) characters or fewer, a Hangul character counting as two (higsite's threshold, the one for segment labels)"),
        examples: [
            .passing(Localized(ko: "한 단어로 된 범위", en: "One-word scopes"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "Search", scopes: ["All Mailboxes", "Inbox"]))])),
            .failing(Localized(ko: "문장처럼 긴 범위 이름", en: "A scope named like a sentence"),
                     Screen(content: [.searchBar(SearchBar(placeholder: "메일 검색", scopes: ["모든 메일상자", "지금 보고 있는 메일상자만"]))]),
                     at: "content[0].search-bar.scopes[1]"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .searchBar(let bar) = element else { return [] }
                return bar.scopes.enumerated().compactMap { position, scope -> Finding? in
                    let length = ControlsText.displayLength(scope)
                    guard length > maximumLength, !scope.contains("…") else { return nil }
                    return Finding(path.key("scopes").index(position), Localized(
                        ko: "범위 이름 ‘\(scope)’의 길이가 \(length)자입니다(한글은 두 자로 셈). 범위가 가리키는 범주를 \(maximumLength)자 이하의 명사로 나타내세요.",
                        en: "The scope ‘\(scope)’ is \(length) characters long (Hangul counting double); name the category it searches with a noun of \(maximumLength) characters or fewer."))
                }
            }
        }
    )
}
