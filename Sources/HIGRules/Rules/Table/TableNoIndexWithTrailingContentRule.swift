import HIGControls

/// An index along the trailing edge collides with right-aligned details and accessories.
enum TableNoIndexWithTrailingContentRule {
    static let rule = Rule(
        id: "table.no-index-with-trailing-content", component: .table, severity: .error,
        guideline: GuidelineReference("views/tables", "no-index-with-right-aligned"),
        title: Localized(ko: "인덱스가 있는 테이블의 행 오른쪽은 비워 두기", en: "No trailing row content beside an index"),
        summary: Localized(
            ko: "인덱스는 테이블 오른쪽 가장자리에 놓이므로, 행 오른쪽에 있는 세부 텍스트나 액세서리와 겹쳐 사용자가 의도하지 않은 동작을 일으킬 수 있습니다. 인덱스가 있는 테이블에 오른쪽 세부 정보 스타일이나 액세서리가 있는 행이 있는지 확인합니다.",
            en: "An index sits along the table's trailing edge, where it overlaps right-aligned detail text and accessories, so people trigger things they didn't intend. Checks that a table with an index has no rows in the right detail style or with an accessory."),
        examples: [
            .passing(Localized(ko: "인덱스와 제목만 있는 연락처 행", en: "An index beside contact rows with titles only"),
                     Screen(content: [.table(Table(rows: ["강민지", "김도윤", "나서연", "박지호"].map { .init(title: $0) }, index: ["ㄱ", "ㄴ", "ㄷ", "ㅂ"]))])),
            .passing(Localized(ko: "인덱스 없이 펼침 표시기가 있는 행", en: "Rows with disclosure indicators and no index"),
                     Screen(content: [.table(Table(rows: ["Alice", "Ben", "Chloe"].map { .init(title: $0, accessory: .disclosureIndicator) }))])),
            .failing(Localized(ko: "인덱스와 펼침 표시기가 있는 행", en: "An index beside rows with disclosure indicators"),
                     Screen(content: [.table(Table(rows: ["Alice", "Ben", "Chloe"].map { .init(title: $0, accessory: .disclosureIndicator) }, index: ["A", "B", "C"]))]),
                     at: "content[0].table.rows[0]"),
            .failing(Localized(ko: "인덱스와 오른쪽 세부 정보 행", en: "An index beside right detail rows"),
                     Screen(content: [.table(Table(rows: [.init(title: "강민지", detail: "010-1234-5678", style: .rightDetail)], index: ["ㄱ", "ㄴ", "ㄷ"]))]),
                     at: "content[0].table.rows[0]"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .table(let table) = element, !table.index.isEmpty,
                      let first = table.rows.firstIndex(where: \.hasTrailingContent) else { return nil }
                let count = table.rows.filter(\.hasTrailingContent).count
                let row = table.rows[first]
                let what = row.accessory != .none
                    ? Localized(ko: "액세서리(\(row.accessory.rawValue))", en: "an accessory (\(row.accessory.rawValue))")
                    : Localized(ko: "오른쪽 세부 텍스트", en: "right-aligned detail text")
                return Finding(path.key("rows").index(first), Localized(
                    ko: "인덱스가 있는 테이블에서 행 ‘\(row.title)’의 오른쪽에 \(what.ko)가 있습니다(이런 행 \(count)개). 인덱스를 쓰려면 행의 오른쪽 가장자리를 비워 두세요.",
                    en: "The table has an index, yet row ‘\(row.title)’ has \(what.en) at its trailing edge (\(count) such row\(count == 1 ? "" : "s")); keep the trailing edge clear when you use an index."))
            }
        }
    )
}
