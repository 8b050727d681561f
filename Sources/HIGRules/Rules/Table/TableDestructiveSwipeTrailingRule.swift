import HIGControls

/// Deleting by swipe happens at the trailing edge, where iOS puts Delete.
enum TableDestructiveSwipeTrailingRule {
    static let rule = Rule(
        id: "table.destructive-swipe-trailing", component: .table, severity: .warning,
        guideline: GuidelineReference("views/tables", "destructive-swipe-actions"),
        title: Localized(ko: "파괴적 스와이프 동작은 뒤쪽 가장자리에", en: "Destructive swipe actions at the trailing edge"),
        summary: Localized(
            ko: "iOS는 행을 뒤쪽 가장자리에서 밀어 삭제하게 하므로, 사용자는 삭제를 그쪽에서 찾습니다. 앞쪽 가장자리에 있는 파괴적 동작은 행을 끝까지 밀 때 뜻하지 않게 실행되기 쉽습니다. 파괴적 역할의 스와이프 동작이 앞쪽 가장자리에 있는지 확인합니다.",
            en: "iOS deletes a row with a swipe from the trailing edge, so that is where people look for Delete; a destructive action at the leading edge is easy to set off by accident with a full swipe. Checks for swipe actions with the destructive role at the leading edge."),
        examples: [
            .passing(Localized(ko: "뒤쪽의 삭제, 앞쪽의 읽음 표시", en: "Delete at the trailing edge, Mark as Read at the leading edge"),
                     Screen(content: [.table(Table(rows: [
                         .init(title: "Lunch on Friday?", swipeActions: [.init(title: "Read", icon: "envelope.open", edge: .leading),
                                                                         .init(title: "Delete", icon: "trash", role: .destructive)]),
                     ]))])),
            .failing(Localized(ko: "앞쪽 가장자리에 놓인 삭제", en: "Delete at the leading edge"),
                     Screen(content: [.table(Table(rows: [
                         .init(title: "금요일 점심", swipeActions: [.init(title: "삭제", icon: "trash", role: .destructive, edge: .leading)]),
                     ]))]),
                     at: "content[0].table.rows[0].swipe-actions[0].edge"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .table(let table) = element else { return [] }
                return table.rows.enumerated().flatMap { index, row in
                    row.swipeActions(at: .leading).filter { $0.action.role == .destructive }.map { position, action in
                        let name = action.title ?? action.icon ?? ""
                        return Finding(path.key("rows").index(index).key("swipe-actions").index(position).key("edge"), Localized(
                            ko: "행 ‘\(row.title)’의 ‘\(name)’ 동작은 파괴적 스와이프 동작인데 앞쪽 가장자리에 있습니다. 사용자가 삭제를 찾는 뒤쪽 가장자리로 옮기세요(edge: trailing).",
                            en: "The destructive swipe action ‘\(name)’ of the row ‘\(row.title)’ is at the leading edge; move it to the trailing edge, where people look for Delete (edge: trailing)."))
                    }
                }
            }
        }
    )
}
