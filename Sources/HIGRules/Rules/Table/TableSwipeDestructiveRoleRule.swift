import HIGControls

/// A swipe action that deletes has the destructive role, which draws it red and removes the row.
enum TableSwipeDestructiveRoleRule {
    static let rule = Rule(
        id: "table.swipe-destructive-role", component: .table, severity: .warning,
        guideline: GuidelineReference("views/tables", "destructive-swipe-actions"),
        title: Localized(ko: "삭제하는 스와이프 동작에는 파괴적 역할을", en: "The destructive role for swipe actions that delete"),
        summary: Localized(
            ko: "파괴적 역할의 스와이프 동작은 시스템이 빨간 배경으로 그리고, 실행하면 행을 없애는 애니메이션을 보여 줍니다. 제목이 삭제, 지우기, 폐기(Delete, Erase, Discard)인 스와이프 동작에 파괴적 역할이 있는지 확인합니다.",
            en: "The system draws a destructive swipe action on a red background and animates the row away when it runs. Checks that swipe actions titled Delete, Erase, or Discard (삭제, 지우기, 폐기) have the destructive role."),
        examples: [
            .passing(Localized(ko: "파괴적 역할의 삭제 동작", en: "A Delete action with the destructive role"),
                     Screen(content: [.table(Table(rows: [.init(title: "여행 사진", swipeActions: [.init(title: "삭제", role: .destructive)])]))])),
            .failing(Localized(ko: "역할 없이 놓인 삭제 동작", en: "A Delete action with no role"),
                     Screen(content: [.table(Table(rows: [.init(title: "Trip Photos", swipeActions: [.init(title: "Delete", icon: "trash")])]))]),
                     at: "content[0].table.rows[0].swipe-actions[0].role"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .table(let table) = element else { return [] }
                return table.rows.enumerated().flatMap { index, row in
                    row.swipeActions.enumerated().compactMap { position, action -> Finding? in
                        guard action.role != .destructive, action.role != .cancel, DestructiveTitles.isDestructive(action.title),
                              let title = action.title else { return nil }
                        return Finding(path.key("rows").index(index).key("swipe-actions").index(position).key("role"), Localized(
                            ko: "행 ‘\(row.title)’의 ‘\(title)’ 스와이프 동작은 데이터를 없애는데 파괴적 역할이 없습니다. role: destructive를 주어 시스템이 빨간색으로 그리게 하세요.",
                            en: "The swipe action ‘\(title)’ of the row ‘\(row.title)’ deletes or discards something but has no destructive role; give it role: destructive so the system draws it in red."))
                    }
                }
            }
        }
    )
}
