import HIGControls

/// A disclosure group's title says what it shows and hides.
enum DisclosureGroupDescriptiveTitleRule {
    /// Titles that name no content. higsite's list.
    static let vagueTitles: Set<String> = [
        "more", "show more", "details", "show details", "options", "other", "others", "misc", "miscellaneous", "expand", "show",
        "더 보기", "더보기", "자세히", "자세히 보기", "상세", "기타", "옵션", "펼치기", "보기",
    ]

    static let rule = Rule(
        id: "disclosure-group.descriptive-title", component: .disclosureGroup, severity: .warning,
        guideline: GuidelineReference("views/disclosure-controls", "descriptive-title"),
        title: Localized(ko: "무엇을 펼치는지 알리는 제목", en: "A title that names what it reveals"),
        summary: Localized(
            ko: "펼침 컨트롤의 제목은 펼쳤을 때 무엇이 나오는지 알려 주어야 합니다. 제목이 없거나 ‘더 보기’, ‘기타’처럼 내용을 말하지 않는 제목인 펼침 그룹을 찾습니다. 코드가 계산하는 제목은 확인하지 않습니다.",
            en: "A disclosure control's title should say what appears when it opens. Finds disclosure groups without a title, or with one that names no content, such as ‘More’ or ‘Other’. Titles the app's code computes are not checked."),
        threshold: Localized(ko: "내용을 말하지 않는 제목 목록은 higsite의 기준", en: "The list of titles that name no content is higsite's call"),
        examples: [
            .passing(Localized(ko: "내용을 말하는 제목", en: "A title that names the content"),
                     Screen(content: [.disclosureGroup(DisclosureGroup(title: "Advanced Export Options", isExpanded: true,
                                                                       rows: [.text("Include hidden slides"), .text("Embed fonts")]))])),
            .failing(Localized(ko: "‘더 보기’라고만 쓴 제목", en: "A title that only says ‘More’"),
                     Screen(content: [.disclosureGroup(DisclosureGroup(title: "More", rows: [.text("Include hidden slides")]))]),
                     at: "content[0].disclosure-group.title"),
            .failing(Localized(ko: "제목이 없는 펼침 그룹", en: "A disclosure group without a title"),
                     Screen(content: [.disclosureGroup(DisclosureGroup(title: nil, rows: [.text("Include hidden slides")]))]),
                     at: "content[0].disclosure-group"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .disclosureGroup(let group) = element else { return [] }
                return group.allGroups(at: path).compactMap { groupPath, group, _ in finding(group, at: groupPath) }
            }
        }
    )

    static func finding(_ group: DisclosureGroup, at path: ElementPath) -> Finding? {
        guard let title = group.title, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            return Finding(path, Localized(ko: "펼침 그룹에 제목이 없습니다. 펼치면 무엇이 나오는지 알리는 제목을 붙이세요.",
                                           en: "The disclosure group has no title; give it one that says what opening it reveals."))
        }
        guard DialogText.isKnown(title), vagueTitles.contains(DialogText.folded(title)) else { return nil }
        return Finding(path.key("title"), Localized(
            ko: "펼침 그룹 제목 ‘\(title)’은 무엇이 펼쳐지는지 알려 주지 않습니다. ‘고급 내보내기 옵션’처럼 내용을 쓰세요.",
            en: "The disclosure group title ‘\(title)’ doesn't say what it reveals; name the content, such as ‘Advanced Export Options’."))
    }
}
