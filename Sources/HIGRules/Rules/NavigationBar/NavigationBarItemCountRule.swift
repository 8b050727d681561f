import HIGControls

/// Title, back button and one more control; a segmented control stands alone.
enum NavigationBarItemCountRule {
    /// Controls allowed besides the back button and the title.
    static let maxItems = 1

    static let rule = Rule(
        id: "navigation-bar.item-count", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "few-controls"),
        title: Localized(ko: "뒤로 버튼과 제목 외에 컨트롤은 하나만", en: "One control besides the back button and the title"),
        summary: Localized(
            ko: "내비게이션 바에 컨트롤이 많으면 제목이 밀려나고 바가 복잡해집니다. 현재 화면의 제목과 뒤로 버튼 외에는 콘텐츠를 관리하는 컨트롤 하나만 두어야 합니다. 세그먼트 컨트롤을 넣었다면 세그먼트 컨트롤만 두고, 제목이나 다른 컨트롤은 함께 두지 않습니다. 컨트롤이 여러 개 필요하다면 툴바를 사용합니다. 뒤로 버튼이 없는 모달 화면에서는 취소나 닫기 버튼이 뒤로 버튼의 자리를 대신합니다.",
            en: "A crowded navigation bar squeezes the title and grows hard to read. Besides the title and the back button, hold one control that manages the content. A segmented control stands alone, with no title and no other controls. When several controls are needed, use a toolbar. In a modal view, which has no back button, a Cancel or Close button stands in the back button's place."),
        threshold: Localized(ko: "뒤로 버튼과 제목 외에 컨트롤 \(maxItems)개, 세그먼트 컨트롤이 있으면 0개",
                             en: "\(maxItems) control besides the back button and the title; none beside a segmented control"),
        examples: [
            .passing(Localized(ko: "뒤로 버튼, 제목, 편집 버튼", en: "Back button, title and an Edit button"),
                     Screen(navigationBar: NavigationBar(title: "메모", backButton: .init(title: "폴더"), items: [BarItem(title: "편집")]))),
            .passing(Localized(ko: "모달 화면의 취소 버튼과 추가 버튼", en: "A modal view's Cancel and Add buttons"),
                     Screen(navigationBar: NavigationBar(title: "New Feed", items: [BarItem(title: "Cancel"), BarItem(title: "Add", style: .done)]))),
            .failing(Localized(ko: "제목 옆의 버튼 3개", en: "Three buttons beside the title"),
                     Screen(navigationBar: NavigationBar(title: "Notes", backButton: .init(title: "Folders"),
                                                         items: [BarItem(icon: "square.and.arrow.up"), BarItem(icon: "magnifyingglass"), BarItem(title: "Edit")])),
                     at: "navigation-bar.items[1]"),
            .failing(Localized(ko: "세그먼트 컨트롤과 함께 있는 추가 버튼", en: "An Add button beside a segmented control"),
                     Screen(navigationBar: NavigationBar(items: [BarItem(icon: "plus")],
                                                         segmentedControl: SegmentedControl(segments: [.init(title: "전체"), .init(title: "부재중")]))),
                     at: "navigation-bar.items[0]"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar else { return [] }
            let path = ElementPath.root.key("navigation-bar")
            var controls = bar.items.enumerated().filter { $0.element.kind != .flexibleSpace }
            // A modal view has no back button: its Cancel or Close button takes that place.
            if bar.backButton == nil, let close = controls.firstIndex(where: { dismissesModal($0.element) }) {
                controls.remove(at: close)
            }
            if bar.segmentedControl != nil {
                var findings: [Finding] = []
                if let title = bar.title, !title.allSatisfy(\.isWhitespace) {
                    findings.append(Finding(path.key("title"), Localized(
                        ko: "세그먼트 컨트롤이 제목 자리를 대신하므로 제목('\(title)')을 없애세요.",
                        en: "The segmented control takes the title's place; remove the title '\(title)'.")))
                }
                if let first = controls.first {
                    findings.append(Finding(path.key("items").index(first.offset), Localized(
                        ko: "세그먼트 컨트롤 옆에 컨트롤이 \(controls.count)개 더 있습니다. 세그먼트 컨트롤만 두고, 다른 컨트롤은 툴바로 옮기세요.",
                        en: "\(controls.count) more control\(controls.count == 1 ? "" : "s") beside the segmented control; let it stand alone and move the others to a toolbar.")))
                }
                return findings
            }
            guard controls.count > maxItems else { return [] }
            return [Finding(path.key("items").index(controls[maxItems].offset), Localized(
                ko: "뒤로 버튼과 제목 외에 컨트롤이 \(controls.count)개 있습니다. 콘텐츠를 관리하는 컨트롤 \(maxItems)개만 남기고 나머지는 툴바로 옮기세요.",
                en: "\(controls.count) controls besides the back button and the title; keep \(maxItems) that manages the content and move the rest to a toolbar."))]
        }
    )

    /// Cancel or Close: said so (`dismisses`), or by the words or the symbol bars show for them.
    static func dismissesModal(_ item: BarItem) -> Bool {
        guard item.kind == .button else { return false }
        if item.dismisses { return true }
        let words: Set<String> = ["cancel", "close", "취소", "닫기"]
        return item.title.map { words.contains($0.lowercased()) } == true || item.icon == "xmark" || item.icon == "xmark.circle.fill"
    }
}
