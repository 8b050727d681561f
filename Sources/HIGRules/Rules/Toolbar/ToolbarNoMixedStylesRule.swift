import HIGControls

/// Plain and bordered items don't share a toolbar.
enum ToolbarNoMixedStylesRule {
    static let rule = Rule(
        id: "toolbar.no-mixed-styles", component: .toolbar, severity: .warning,
        guideline: GuidelineReference("bars/toolbars", "no-mixed-styles"),
        title: Localized(ko: "일반 항목과 테두리 있는 항목을 섞지 않기", en: "Don't mix plain and bordered items"),
        summary: Localized(
            ko: "툴바 항목은 일반 스타일과 테두리 스타일 가운데 어느 쪽을 써도 괜찮지만, 한 툴바에 두 스타일을 섞으면 어수선해 보입니다. 툴바마다 한 가지 스타일만 골라야 합니다.",
            en: "Either plain or bordered toolbar items can work, but mixing the two in one toolbar looks untidy. Pick one style per toolbar."),
        examples: [
            .passing(Localized(ko: "모두 일반 스타일인 항목", en: "All items plain"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up"), BarItem(kind: .flexibleSpace), BarItem(icon: "trash")]))),
            .failing(Localized(ko: "일반 항목 2개와 테두리 있는 항목 1개", en: "Two plain items and one bordered item"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up"), BarItem(icon: "heart"),
                                                     BarItem(icon: "trash", style: .bordered)])),
                     at: "toolbar.items[2]"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            let plain = toolbar.items.filter { $0.kind != .flexibleSpace && $0.style == .plain }.count
            let bordered = toolbar.items.filter { $0.kind != .flexibleSpace && $0.style == .bordered }.count
            guard plain > 0, bordered > 0 else { return [] }
            // Point at the items of the less common style.
            let odd: BarItem.Style = bordered <= plain ? .bordered : .plain
            let (usual, oddCount, usualCount) = odd == .bordered ? (BarItem.Style.plain, bordered, plain) : (.bordered, plain, bordered)
            func korean(_ style: BarItem.Style) -> String { style == .plain ? "일반" : "테두리" }
            let path = ElementPath.root.key("toolbar").key("items")
            return toolbar.items.enumerated().compactMap { position, item in
                guard item.kind != .flexibleSpace, item.style == odd else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "툴바에 \(korean(usual))(\(usual.rawValue)) 스타일 항목 \(usualCount)개와 \(korean(odd))(\(odd.rawValue)) 스타일 항목 \(oddCount)개가 섞여 있습니다. 이 항목도 \(korean(usual)) 스타일로 맞추세요.",
                    en: "The toolbar mixes \(usualCount) \(usual.rawValue) and \(oddCount) \(odd.rawValue) items; make this item \(usual.rawValue) too."))
            }
        }
    )
}
