import HIGControls

/// Three or more toolbar buttons are icons, not text.
enum ToolbarIconsOverTextRule {
    /// From this many items on, icons work better than text titles; with fewer, text can be
    /// clearer. The guidelines put the line at three ("three or more"): three text buttons are
    /// already flagged (a warning, since an app like Calendar may keep three text buttons on purpose).
    static let minIconItems = 3

    static let rule = Rule(
        id: "toolbar.icons-over-text", component: .toolbar, severity: .warning,
        guideline: GuidelineReference("bars/toolbars", "icons-or-text"),
        title: Localized(ko: "항목이 3개 이상이면 아이콘 사용", en: "Icons when a toolbar has three or more items"),
        summary: Localized(
            ko: "툴바 항목이 세 개 이상이면 텍스트 버튼은 서로 붙어 구분하기 어려워지므로 아이콘이 잘 맞습니다. 항목이 한두 개라면 텍스트가 더 분명할 수 있습니다.",
            en: "With three or more items, text buttons crowd together and become hard to tell apart, so icons work better. With one or two, text can be clearer."),
        threshold: Localized(ko: "간격 항목을 뺀 항목이 \(minIconItems)개 이상이면 텍스트 버튼 없이 아이콘만",
                             en: "\(minIconItems) or more items (spaces not counted): icons only, no text buttons"),
        examples: [
            .passing(Localized(ko: "텍스트 버튼 2개", en: "Two text buttons"),
                     Screen(toolbar: Toolbar(items: [BarItem(title: "캘린더"), BarItem(kind: .flexibleSpace), BarItem(title: "받은 편지함")]))),
            .passing(Localized(ko: "아이콘 항목 3개", en: "Three icon items"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "trash"), BarItem(kind: .flexibleSpace), BarItem(icon: "folder"),
                                                     BarItem(kind: .flexibleSpace), BarItem(icon: "arrowshape.turn.up.left")]))),
            .passing(Localized(ko: "아이콘 항목 5개", en: "Five icon items"),
                     Screen(toolbar: Toolbar(items: ["chevron.backward", "chevron.forward", "square.and.arrow.up", "book", "square.on.square"]
                        .map { BarItem(icon: $0) }))),
            .failing(Localized(ko: "텍스트 버튼 3개", en: "Three text buttons"),
                     Screen(toolbar: Toolbar(items: [BarItem(title: "Delete"), BarItem(kind: .flexibleSpace), BarItem(title: "Move"),
                                                     BarItem(kind: .flexibleSpace), BarItem(title: "Reply")])),
                     at: "toolbar.items[0]"),
            .failing(Localized(ko: "텍스트 버튼 4개", en: "Four text buttons"),
                     Screen(toolbar: Toolbar(items: ["Reply", "Forward", "Move", "Delete"].map { BarItem(title: $0) })),
                     at: "toolbar.items[0]"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            let count = toolbar.items.filter { $0.kind != .flexibleSpace }.count
            guard count >= minIconItems else { return [] }
            let path = ElementPath.root.key("toolbar").key("items")
            return toolbar.items.enumerated().compactMap { position, item in
                guard item.isText, let title = item.title else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "툴바에 항목이 \(count)개 있는데 '\(title)' 항목이 텍스트로 되어 있습니다. 항목이 \(minIconItems)개 이상이면 아이콘을 사용하세요.",
                    en: "The toolbar has \(count) items and '\(title)' is a text button; with \(minIconItems) or more items, use icons."))
            }
        }
    )
}
