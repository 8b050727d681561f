import HIGControls

/// A toolbar acts on the current screen; a segmented control switches context.
enum ToolbarNoSegmentedControlRule {
    static let rule = Rule(
        id: "toolbar.no-segmented-control", component: .toolbar, severity: .error,
        guideline: GuidelineReference("bars/toolbars", "no-segmented-control"),
        title: Localized(ko: "툴바에 세그먼트 컨트롤을 두지 않기", en: "No segmented control in a toolbar"),
        summary: Localized(
            ko: "세그먼트 컨트롤은 맥락을 바꾸는 컨트롤이지만 툴바의 항목은 현재 화면에만 작용합니다. 맥락을 바꾸는 방법이 필요하다면 툴바 대신 탭 바를 고려해야 합니다.",
            en: "A segmented control switches context, while toolbar items act only on the current screen. If people need to switch context, consider a tab bar instead."),
        examples: [
            .passing(Localized(ko: "동작 버튼만 있는 툴바", en: "A toolbar of action buttons"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "plus"), BarItem(kind: .flexibleSpace), BarItem(icon: "square.and.arrow.up")]))),
            .failing(Localized(ko: "'목록 | 지도' 세그먼트 컨트롤이 있는 툴바", en: "A toolbar with a List | Map segmented control"),
                     Screen(toolbar: Toolbar(items: [BarItem(kind: .flexibleSpace), BarItem(kind: .segmentedControl, segments: ["List", "Map"]),
                                                     BarItem(kind: .flexibleSpace)])),
                     at: "toolbar.items[1]"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            let path = ElementPath.root.key("toolbar").key("items")
            return toolbar.items.enumerated().compactMap { position, item in
                guard item.kind == .segmentedControl else { return nil }
                let segments = item.segments.joined(separator: " | ")
                return Finding(path.index(position), Localized(
                    ko: "툴바에 세그먼트 컨트롤(\(segments))이 있습니다. 툴바에는 현재 화면에 작용하는 버튼만 두고, 맥락을 바꾸는 방법이 필요하다면 탭 바를 고려하세요.",
                    en: "The toolbar holds a segmented control (\(segments)). Keep only buttons that act on the current screen in a toolbar; to switch context, consider a tab bar."))
            }
        }
    )
}
