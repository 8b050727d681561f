import HIGControls

/// A toolbar with more than three items uses icons, not text.
enum ToolbarIconsOverTextRule {
    /// From this many items on, icons: Apple suggests considering text titles for a toolbar of
    /// three items or fewer and symbols otherwise, so a bar of three text buttons (Calendar's
    /// Today, Calendars, Inbox) passes and the fourth item is where the rule starts.
    static let minIconItems = 4

    static let rule = Rule(
        id: "toolbar.icons-over-text", component: .toolbar, severity: .warning,
        guideline: GuidelineReference("bars/toolbars", "icons-or-text"),
        title: Localized(ko: "항목이 4개 이상이면 아이콘 사용", en: "Icons when a toolbar has more than three items"),
        summary: Localized(
            ko: "Apple의 현재 가이드라인은 툴바에 심볼을 권하고, 편집처럼 심볼로 나타내기 어려운 동작에만 텍스트를 씁니다. 항목이 세 개보다 많으면 텍스트 버튼은 서로 붙어 구분하기도 어렵습니다. higsite는 간격 항목을 뺀 항목이 네 개 이상인 툴바의 텍스트 버튼만 확인합니다. 그보다 작은 툴바의 텍스트 버튼은 알맞은 선택일 수 있기 때문입니다.",
            en: "Apple's current guidelines prefer symbols in toolbars and keep text for actions no symbol represents well, such as Edit; with more than three items, text buttons also crowd together and become hard to tell apart. higsite checks only for text buttons in a toolbar of four or more items (spaces not counted), since a text button in a smaller toolbar can be the right choice."),
        threshold: Localized(ko: "간격 항목을 뺀 항목이 \(minIconItems)개 이상이면 텍스트 버튼 없이 아이콘만 (higsite의 기준: iOS 26 이전 Apple 가이드라인의 '세 개 이하면 텍스트를 고려하고, 그보다 많으면 심볼'에서 가져왔고, 지금의 가이드라인은 툴바 크기와 관계없이 심볼을 권합니다)",
                             en: "\(minIconItems) or more items (spaces not counted): icons only, no text buttons (higsite's line, taken from Apple's guidance before iOS 26 — consider text for three items or fewer, symbols otherwise; today's guidelines prefer symbols in any toolbar)"),
        examples: [
            .passing(Localized(ko: "텍스트 버튼 2개", en: "Two text buttons"),
                     Screen(toolbar: Toolbar(items: [BarItem(title: "캘린더"), BarItem(kind: .flexibleSpace), BarItem(title: "받은 편지함")]))),
            .passing(Localized(ko: "캘린더 앱처럼 텍스트 버튼 3개", en: "Three text buttons, as in Calendar"),
                     Screen(toolbar: Toolbar(items: [BarItem(title: "Today"), BarItem(kind: .flexibleSpace), BarItem(title: "Calendars"),
                                                     BarItem(kind: .flexibleSpace), BarItem(title: "Inbox")]))),
            .passing(Localized(ko: "아이콘 항목 5개", en: "Five icon items"),
                     Screen(toolbar: Toolbar(items: ["chevron.backward", "chevron.forward", "square.and.arrow.up", "book", "square.on.square"]
                        .map { BarItem(icon: $0) }))),
            .failing(Localized(ko: "텍스트 버튼 4개", en: "Four text buttons"),
                     Screen(toolbar: Toolbar(items: ["Reply", "Forward", "Move", "Delete"].map { BarItem(title: $0) })),
                     at: "toolbar.items[0]"),
            .failing(Localized(ko: "아이콘 3개 사이에 텍스트 버튼 1개", en: "One text button among three icons"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "trash"), BarItem(icon: "folder"), BarItem(title: "Move"),
                                                     BarItem(icon: "arrowshape.turn.up.left")])),
                     at: "toolbar.items[2]"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            let count = toolbar.items.filter { $0.kind != .flexibleSpace }.count
            guard count >= minIconItems else { return [] }
            let path = ElementPath.root.key("toolbar").key("items")
            return toolbar.items.enumerated().compactMap { position, item in
                guard item.isText, let title = item.title else { return nil }
                return Finding(path.index(position), Localized(
                    ko: "툴바에 항목이 \(count)개 있는데 '\(title)' 항목이 텍스트로 되어 있습니다. 항목이 세 개보다 많으면 아이콘을 사용하세요.",
                    en: "The toolbar has \(count) items and '\(title)' is a text button; with more than three items, use icons."))
            }
        }
    )
}
