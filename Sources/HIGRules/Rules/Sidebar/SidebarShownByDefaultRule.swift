import HIGControls

/// A split view does not start with its sidebar hidden.
enum SidebarShownByDefaultRule {
    static let rule = Rule(
        id: "sidebar.shown-by-default", component: .sidebar, severity: .warning,
        guideline: GuidelineReference("views/sidebars", "shown-by-default"),
        title: Localized(ko: "처음부터 보이는 사이드바", en: "A sidebar that shows from the start"),
        summary: Localized(
            ko: "사람들이 사이드바를 숨길 수 있게 하는 것은 좋지만, 처음부터 숨겨 두면 사이드바가 있다는 것을 알아차리기 어렵습니다. 상세 영역만 보이도록(detail-only) 시작하는 분할 화면을 찾습니다.",
            en: "Letting people hide the sidebar is good; hiding it from the start makes it hard to discover. Finds split views that start showing the detail alone (detail-only)."),
        examples: [
            .passing(Localized(ko: "시스템이 정하는 기본 표시", en: "The system's default arrangement"),
                     Screen(device: .iPad, orientation: .landscape, content: [.splitView(SplitView(
                        sidebar: Sidebar(items: [Sidebar.Item(title: "Notes", icon: "note.text", isSelected: true)]), detail: "Shopping"))])),
            .failing(Localized(ko: "상세 영역만 보이게 시작", en: "Starting with the detail alone"),
                     Screen(device: .iPad, orientation: .landscape, content: [.splitView(SplitView(
                        sidebar: Sidebar(items: [Sidebar.Item(title: "Notes", icon: "note.text", isSelected: true)]), detail: "Shopping",
                        visibility: .detailOnly))]),
                     at: "content[0].split-view.visibility"),
        ],
        check: { screen in
            SidebarText.splitViews(in: screen).compactMap { path, split in
                guard split.visibility == .detailOnly else { return nil }
                return Finding(path.key("visibility"), Localized(
                    ko: "분할 화면이 사이드바를 숨긴 채 시작합니다. 사이드바를 보이게 두고, 숨기는 것은 사람들에게 맡기세요.",
                    en: "The split view starts with its sidebar hidden; show it, and let people hide it."))
            }
        }
    )
}
