import HIGControls

/// Every toolbar item has a target of at least 44×44 points.
enum ToolbarHitTargetRule {
    static let minimum = 44.0

    static func points(_ value: Double) -> String {
        ControlsText.number(value)
    }

    static let rule = Rule(
        id: "toolbar.hit-target", component: .toolbar, severity: .warning,
        guideline: GuidelineReference("bars/toolbars", "target-size"),
        title: Localized(ko: "툴바 항목의 터치 영역은 44×44포인트 이상", en: "Toolbar items at least 44×44 points"),
        summary: Localized(
            ko: "툴바 항목의 터치 영역이 작거나 항목이 촘촘하게 모여 있으면 사용자가 원하는 항목을 정확히 탭하기 어렵습니다. 크기가 지정된 항목은 너비와 높이가 모두 44포인트 이상이어야 합니다.",
            en: "Small or crowded toolbar items are hard to tap accurately. Every item with a given size needs a target at least 44 points wide and 44 points tall."),
        threshold: HitTarget.threshold(ko: "항목마다", en: "Every item"),
        examples: [
            .passing(Localized(ko: "44×44포인트 항목", en: "44×44 pt items"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up", size: Size(width: 44, height: 44)), BarItem(kind: .flexibleSpace),
                                                     BarItem(icon: "trash", size: Size(width: 44, height: 44))]))),
            .failing(Localized(ko: "30×30포인트 항목", en: "A 30×30 pt item"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up", size: Size(width: 44, height: 44)), BarItem(kind: .flexibleSpace),
                                                     BarItem(icon: "trash", size: Size(width: 30, height: 30))])),
                     at: "toolbar.items[2].size"),
        ],
        check: { screen in
            guard let toolbar = screen.toolbar else { return [] }
            let path = ElementPath.root.key("toolbar").key("items")
            return toolbar.items.enumerated().compactMap { position, item in
                guard item.kind != .flexibleSpace, let size = item.size, size.width < minimum || size.height < minimum else { return nil }
                let actual = "\(points(size.width))×\(points(size.height))"
                let needed = "\(points(max(size.width, minimum)))×\(points(max(size.height, minimum)))"
                return Finding(path.index(position).key("size"), Localized(
                    ko: "툴바 항목의 터치 영역이 \(actual)포인트입니다. 너비와 높이를 모두 \(points(minimum))포인트 이상으로 넓히세요(\(needed)포인트 이상).",
                    en: "This toolbar item's target is \(actual) pt; make it at least \(points(minimum)) pt in both width and height (\(needed) pt or more)."))
            }
        }
    )
}
