import HIGControls

/// Each column that leads to the detail shows which item is selected.
enum SplitViewSelectionRule {
    static let rule = Rule(
        id: "split-view.selection-shown", component: .splitView, severity: .warning,
        guideline: GuidelineReference("views/split-views", "selection"),
        title: Localized(ko: "상세로 이어지는 선택 표시", en: "The selection that leads to the detail stays shown"),
        summary: Localized(
            ko: "분할 화면의 상세 영역이 무언가를 보여 줄 때, 그곳으로 이어진 사이드바와 가운데 열에서 어떤 항목이 선택되었는지 계속 보여야 사람들이 위치를 잃지 않습니다. 상세 영역에 내용이 있는데 선택된 항목이 없는 열을 찾습니다. 선택을 앱의 상태가 정하는 경우는 확인하지 않습니다.",
            en: "While a split view's detail shows something, the sidebar and middle column that led there should keep their selected item highlighted, so people stay oriented. Finds columns with no selected item while the detail has content. Selections held in the app's state are not checked."),
        examples: [
            .passing(Localized(ko: "사이드바와 가운데 열 모두 선택 표시", en: "A selection in the sidebar and the middle column"),
                     Screen(device: .iPad, orientation: .landscape, content: [.splitView(SplitView(
                        sidebar: Sidebar(items: [Sidebar.Item(title: "Inbox", icon: "tray", isSelected: true), Sidebar.Item(title: "Sent", icon: "paperplane")]),
                        supplementary: SplitView.Column(title: "Inbox", rows: ["Lunch on Friday", "Flight details"], selected: 1),
                        detail: "Flight details"))])),
            .failing(Localized(ko: "가운데 열에 선택 표시가 없음", en: "No selection in the middle column"),
                     Screen(device: .iPad, orientation: .landscape, content: [.splitView(SplitView(
                        sidebar: Sidebar(items: [Sidebar.Item(title: "Inbox", icon: "tray", isSelected: true), Sidebar.Item(title: "Sent", icon: "paperplane")]),
                        supplementary: SplitView.Column(title: "Inbox", rows: ["Lunch on Friday", "Flight details"]),
                        detail: "Flight details"))]),
                     at: "content[0].split-view.supplementary"),
        ],
        check: { screen in
            SidebarText.splitViews(in: screen).flatMap { path, split -> [Finding] in
                guard split.detail != nil else { return [] }
                var findings: [Finding] = []
                if split.sidebar.selectionIsKnown, split.sidebar.itemsAreKnown, !split.sidebar.hasSelection {
                    findings.append(Finding(path.key("sidebar"), Localized(
                        ko: "상세 영역에 내용이 있는데 사이드바에 선택된 항목이 없습니다. 상세로 이어진 항목을 선택 상태로 보여 주세요.",
                        en: "The detail shows something but no sidebar item is selected; keep the item that led there highlighted.")))
                }
                if let column = split.supplementary, column.selectionIsKnown, column.selected == nil, !column.rows.isEmpty {
                    findings.append(Finding(path.key("supplementary"), Localized(
                        ko: "상세 영역에 내용이 있는데 가운데 열에 선택된 행이 없습니다. 상세가 보여 주는 행을 선택 상태로 두세요.",
                        en: "The detail shows something but no row of the middle column is selected; keep the row it shows highlighted.")))
                }
                return findings
            }
        }
    )
}
