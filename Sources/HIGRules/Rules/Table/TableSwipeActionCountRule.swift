import HIGControls

/// A swipe reveals a few actions, not a toolbar's worth.
enum TableSwipeActionCountRule {
    static let maximum = 3

    static let rule = Rule(
        id: "table.swipe-action-count", component: .table, severity: .warning,
        guideline: GuidelineReference("views/tables", "swipe-actions"),
        title: Localized(ko: "가장자리마다 스와이프 동작은 3개 이하", en: "At most three swipe actions per edge"),
        summary: Localized(
            ko: "스와이프 동작은 자주 쓰는 동작으로 가는 지름길입니다. 한쪽 가장자리에 동작이 많으면 버튼이 좁아져 제목이 잘리고 잘못 탭하기 쉽습니다. 테이블 행의 한쪽 가장자리에 스와이프 동작이 기준보다 많은지 확인합니다.",
            en: "Swipe actions are shortcuts to frequent actions. With many at one edge, each button gets narrow, its title is cut short, and the wrong one is easy to tap. Checks for table rows with more swipe actions at one edge than the maximum."),
        threshold: Localized(ko: "가장자리마다 \(maximum)개 이하 (iOS에 정해진 숫자가 없어 정한 higsite의 기준)",
                             en: "At most \(maximum) per edge (higsite's threshold; iOS sets no number)"),
        examples: [
            .passing(Localized(ko: "뒤쪽 가장자리에 동작 3개", en: "Three actions at the trailing edge"),
                     Screen(content: [.table(Table(rows: [
                         .init(title: "Weekly Report", swipeActions: [.init(title: "Delete", icon: "trash", role: .destructive),
                                                                      .init(title: "Flag", icon: "flag"), .init(title: "More", icon: "ellipsis")]),
                     ]))])),
            .passing(Localized(ko: "양쪽에 나눠 둔 동작", en: "Actions split between both edges"),
                     Screen(content: [.table(Table(rows: [
                         .init(title: "주간 보고서", swipeActions: [.init(title: "읽음", edge: .leading), .init(title: "삭제", role: .destructive),
                                                                .init(title: "보관")]),
                     ]))])),
            .failing(Localized(ko: "뒤쪽 가장자리에 몰린 동작 5개", en: "Five actions crowded at the trailing edge"),
                     Screen(content: [.table(Table(rows: [
                         .init(title: "장보기 목록", swipeActions: ["삭제", "고정", "공유", "복제", "이동"].map { .init(title: $0) }),
                     ]))]),
                     at: "content[0].table.rows[0].swipe-actions[3]"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .table(let table) = element else { return [] }
                return table.rows.enumerated().flatMap { index, row in
                    SwipeAction.Edge.allCases.compactMap { edge -> Finding? in
                        let actions = row.swipeActions(at: edge)
                        guard actions.count > maximum else { return nil }
                        let (edgeKo, edgeEn) = edge == .leading ? ("앞쪽", "leading") : ("뒤쪽", "trailing")
                        return Finding(path.key("rows").index(index).key("swipe-actions").index(actions[maximum].position), Localized(
                            ko: "행 ‘\(row.title)’의 \(edgeKo) 가장자리에 스와이프 동작이 \(actions.count)개 있습니다. 자주 쓰는 \(maximum)개 이하만 남기고 나머지는 행을 연 화면이나 메뉴로 옮기세요.",
                            en: "The row ‘\(row.title)’ has \(actions.count) swipe actions at its \(edgeEn) edge; keep the \(maximum) or fewer that people use most and move the rest to the row's detail view or a menu."))
                    }
                }
            }
        }
    )
}
