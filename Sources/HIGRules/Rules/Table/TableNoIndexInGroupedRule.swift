import HIGControls

/// Only plain tables have an index.
enum TableNoIndexInGroupedRule {
    static let rule = Rule(
        id: "table.no-index-in-grouped", component: .table, severity: .warning,
        guideline: GuidelineReference("views/tables", "table-style"),
        title: Localized(ko: "그룹 스타일 테이블에는 인덱스를 두지 않기", en: "No index in grouped tables"),
        summary: Localized(
            ko: "인덱스는 일반 스타일 테이블의 오른쪽 가장자리에 두는 요소이며, 그룹과 인셋 그룹 스타일에는 인덱스가 없습니다. 그룹이나 인셋 그룹 스타일의 테이블에 인덱스가 있는지 확인합니다.",
            en: "An index belongs along the trailing edge of a plain table; the grouped and inset grouped styles have none. Checks that no grouped or inset grouped table has an index."),
        examples: [
            .passing(Localized(ko: "인덱스가 있는 일반 스타일 테이블", en: "A plain table with an index"),
                     Screen(content: [.table(Table(style: .plain, rows: ["Aachen", "Berlin", "Cologne"].map { .init(title: $0) }, index: ["A", "B", "C"]))])),
            .passing(Localized(ko: "인덱스 없는 인셋 그룹 설정", en: "Inset grouped settings with no index"),
                     Screen(content: [.table(Table(style: .insetGrouped, rows: ["일반", "개인정보 보호", "배터리"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "인덱스가 있는 인셋 그룹 테이블", en: "An inset grouped table with an index"),
                     Screen(content: [.table(Table(style: .insetGrouped, rows: ["강릉", "대전", "부산"].map { .init(title: $0) }, index: ["ㄱ", "ㄷ", "ㅂ"]))]),
                     at: "content[0].table.index"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .table(let table) = element, table.style != .plain, !table.index.isEmpty else { return nil }
                let style = table.style == .grouped ? Localized(ko: "그룹", en: "a grouped") : Localized(ko: "인셋 그룹", en: "an inset grouped")
                return Finding(path.key("index"), Localized(
                    ko: "\(style.ko) 스타일 테이블에 인덱스가 있습니다. 인덱스는 일반 스타일 테이블에만 두세요.",
                    en: "This is \(style.en) table with an index; use an index only in a plain table."))
            }
        }
    )
}
