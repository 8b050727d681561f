import HIGControls

/// The title of each group of a sidebar is short.
enum SidebarGroupTitlesRule {
    /// higsite's measure of "succinct": 20 narrow characters, a Hangul syllable counting as two.
    static let maximumWidth = 20

    static let rule = Rule(
        id: "sidebar.short-group-titles", component: .sidebar, severity: .warning,
        guideline: GuidelineReference("views/sidebars", "group-titles"),
        title: Localized(ko: "짧은 그룹 제목", en: "Short group titles"),
        summary: Localized(
            ko: "사이드바가 두 단계일 때 각 그룹의 제목은 짧고 내용을 알 수 있어야 합니다. 하위 항목을 가진 항목의 제목이 긴지 확인합니다.",
            en: "When a sidebar has two levels, each group's title should be short and say what it holds. Checks the titles of items that have items under them for length."),
        threshold: Localized(ko: "로마자 20자 폭 이하, 한글은 한 글자를 2로 셈 (higsite의 기준)",
                             en: "At most 20 narrow characters, a Hangul syllable counting as two (higsite's call)"),
        examples: [
            .passing(Localized(ko: "한 단어 그룹 제목", en: "One-word group titles"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "보관함", children: [Sidebar.Item(title: "사진", icon: "photo"), Sidebar.Item(title: "동영상", icon: "video")]),
                     ]))])),
            .failing(Localized(ko: "설명처럼 긴 그룹 제목", en: "A group title that reads like a description"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "Folders You Share With Your Family", children: [Sidebar.Item(title: "Drafts", icon: "doc")]),
                     ]))]),
                     at: "content[0].sidebar.items[0]"),
        ],
        check: { screen in
            SidebarText.sidebars(in: screen).flatMap { path, sidebar in
                sidebar.allItems(at: path).compactMap { itemPath, item, _ in
                    let width = ControlsText.displayLength(item.title)
                    guard item.isGroup, width > maximumWidth, DialogText.isKnown(item.title) else { return nil }
                    return Finding(itemPath, Localized(
                        ko: "그룹 제목 ‘\(item.title)’이 깁니다(폭 \(width)). 빼도 뜻이 통하는 말을 덜어 짧게 쓰세요.",
                        en: "The group title ‘\(item.title)’ is long (width \(width)); leave out the words it can do without."))
                }
            }
        }
    )
}
