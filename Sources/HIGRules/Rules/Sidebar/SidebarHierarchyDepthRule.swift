import HIGControls

/// A sidebar shows at most two levels of hierarchy.
enum SidebarHierarchyDepthRule {
    static let maximumLevels = 2

    static let rule = Rule(
        id: "sidebar.hierarchy-depth", component: .sidebar, severity: .warning,
        guideline: GuidelineReference("views/sidebars", "two-levels"),
        title: Localized(ko: "두 단계까지의 사이드바 계층", en: "At most two levels in a sidebar"),
        summary: Localized(
            ko: "사이드바는 앱의 구성을 넓고 얕게 보여 줄 때 가장 잘 읽힙니다. 그룹 안의 항목이 다시 하위 항목을 품어 세 단계 이상이 된 사이드바를 찾습니다. 항목을 데이터에서 만드는 사이드바(OutlineGroup 등)는 확인하지 않습니다.",
            en: "A sidebar reads best as a broad, shallow view of the app's areas. Finds sidebars where an item inside a group has items of its own, three levels or more. Sidebars whose items come from data (OutlineGroup and the like) are not checked."),
        threshold: Localized(ko: "두 단계 이하 (Apple의 권고)", en: "Two levels or fewer (Apple's advice)"),
        examples: [
            .passing(Localized(ko: "그룹과 그 안의 항목, 두 단계", en: "Groups and their items: two levels"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "Library", children: [Sidebar.Item(title: "Artists", icon: "music.mic"),
                                                                   Sidebar.Item(title: "Albums", icon: "square.stack")]),
                        Sidebar.Item(title: "Playlists", children: [Sidebar.Item(title: "Road Trip", icon: "music.note.list")]),
                     ]))])),
            .failing(Localized(ko: "폴더 안의 폴더 안의 항목, 세 단계", en: "Items in a folder in a folder: three levels"),
                     Screen(device: .iPad, content: [.sidebar(Sidebar(items: [
                        Sidebar.Item(title: "Projects", children: [
                            Sidebar.Item(title: "2026", icon: "folder", children: [Sidebar.Item(title: "Spring", icon: "doc")]),
                        ]),
                     ]))]),
                     at: "content[0].sidebar.items[0]"),
        ],
        check: { screen in
            SidebarText.sidebars(in: screen).flatMap { path, sidebar -> [Finding] in
                guard sidebar.itemsAreKnown else { return [] }
                return sidebar.items.enumerated().compactMap { index, item in
                    guard item.levels > maximumLevels else { return nil }
                    return Finding(path.key("items").index(index), Localized(
                        ko: "사이드바 항목 ‘\(item.title)’ 아래로 계층이 \(item.levels)단계입니다. 두 단계까지만 사이드바에 두고, 더 깊은 단계는 가운데 열의 목록으로 옮기세요.",
                        en: "The sidebar item ‘\(item.title)’ opens \(item.levels) levels of hierarchy; keep two in the sidebar and move deeper levels to a list in a middle column."))
                }
            }
        }
    )
}
