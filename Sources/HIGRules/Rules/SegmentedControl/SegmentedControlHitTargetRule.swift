import HIGControls

/// Each segment of a segmented control with a given size is at least 44×44 points.
enum SegmentedControlHitTargetRule {
    /// A calendar's period control. Korean says 일·주·월 as Calendar does, words that also name
    /// Sunday and Monday, so each example gives English pages their own screen.
    private static func periods(_ titles: [String], size: Size) -> Screen {
        Screen(content: [.segmentedControl(SegmentedControl(segments: titles.map { .init(title: $0) }, size: size))])
    }

    static let rule = Rule(
        id: "segmented-control.hit-target", component: .segmentedControl, severity: .warning,
        guideline: GuidelineReference("controls/segmented-controls", "hit-targets"),
        title: Localized(ko: "세그먼트마다 44×44포인트 이상", en: "Segments at least 44×44 points"),
        summary: Localized(
            ko: "세그먼트는 서로 맞붙어 있어서, 좁거나 낮으면 옆 세그먼트를 잘못 탭하기 쉽습니다. 크기가 지정된 세그먼트 컨트롤을 세그먼트 수로 똑같이 나눈 각 세그먼트가 44×44포인트 이상인지, 너비만 지정되었다면 각 세그먼트의 너비가 44포인트 이상인지 확인합니다.",
            en: "Segments touch one another, so a narrow or short one makes it easy to tap its neighbour. Checks that each segment of a control with a given size, sharing the width equally, is at least 44×44 points, and at least 44 points wide when only the width is given."),
        threshold: HitTarget.threshold(ko: "세그먼트마다(컨트롤 너비를 세그먼트 수로 똑같이 나눈 크기)",
                                       en: "Each segment (the control's width shared equally)"),
        examples: [
            .passing(Localized(ko: "크기를 정하지 않은 표준 세그먼트 컨트롤", en: "A standard segmented control with no size given"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: [.init(title: "지도"), .init(title: "대중교통"), .init(title: "위성")]))])),
            .passing(Localized(ko: "세그먼트마다 100×44포인트", en: "Segments of 100×44 pt each"),
                     periods(["일", "주", "월"], size: Size(width: 300, height: 44)),
                     labels: .english(periods(["Day", "Week", "Month"], size: Size(width: 300, height: 44)))),
            .failing(Localized(ko: "높이가 28포인트인 세그먼트 컨트롤", en: "A segmented control only 28 points tall"),
                     periods(["일", "주", "월"], size: Size(width: 240, height: 28)),
                     at: "content[0].segmented-control.size",
                     labels: .english(periods(["Day", "Week", "Month"], size: Size(width: 240, height: 28)))),
            .failing(Localized(ko: "표준 높이에 너비만 150포인트로 정한 다섯 세그먼트", en: "Five segments in a width of 150 points at the standard height"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["일", "월", "화", "수", "목"].map { .init(title: $0) }, width: 150))]),
                     at: "content[0].segmented-control.width"),
            .failing(Localized(ko: "세그먼트 다섯 개를 160포인트 너비에 넣은 컨트롤", en: "Five segments squeezed into 160 points"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["1", "2", "3", "4", "5"].map { .init(title: $0) },
                                                                         size: Size(width: 160, height: 44)))]),
                     at: "content[0].segmented-control.size"),
        ],
        check: { screen in
            var sites: [(ElementPath, SegmentedControl)] = []
            if let control = screen.navigationBar?.segmentedControl {
                sites.append((ElementPath.root.key("navigation-bar").key("segmented-control"), control))
            }
            for (path, element) in screen.elements {
                if case .segmentedControl(let control) = element { sites.append((path, control)) }
            }
            return sites.compactMap { path, control in
                let count = control.segments.count
                if control.size == nil, let width = control.segmentWidth, width < HitTarget.minimum {
                    // Only the width is chosen: the system's height is not judged.
                    let actual = ControlsText.number(width), needed = ControlsText.number(HitTarget.minimum * Double(count))
                    return Finding(path.key("width"), Localized(
                        ko: "세그먼트 \(count)개가 각각 \(actual)포인트 너비입니다. 세그먼트마다 44포인트 이상이 되도록 컨트롤 너비를 \(needed)포인트 이상으로 넓히거나 세그먼트 수를 줄이세요.",
                        en: "Each of the \(count) segments is \(actual) pt wide; make the control at least \(needed) points wide, or use fewer segments, so each is at least 44 points wide."))
                }
                guard let segment = control.segmentSize, HitTarget.isTooSmall(segment) else { return nil }
                let actual = ControlsText.size(segment)
                let needed = ControlsText.size(Size(width: HitTarget.minimum * Double(count), height: HitTarget.minimum))
                return Finding(path.key("size"), Localized(
                    ko: "세그먼트 \(count)개가 각각 \(actual)포인트입니다. 세그먼트마다 44×44포인트 이상이 되도록 컨트롤을 \(needed)포인트 이상으로 키우거나 세그먼트 수를 줄이세요.",
                    en: "Each of the \(count) segments is \(actual) pt; make the control at least \(needed) points, or use fewer segments, so each is at least 44×44."))
            }
        }
    )
}
