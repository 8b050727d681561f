import HIGControls

/// At most five segments on iPhone; on iPad, whose controls can be wider, a couple more.
enum SegmentCountRule {
    static let limit = (iPhone: 5, iPad: 7)

    static let rule = Rule(
        id: "segmented-control.segment-count", component: .segmentedControl, severity: .warning,
        guideline: GuidelineReference("controls/segmented-controls", "segment-count"),
        title: Localized(ko: "세그먼트는 iPhone에서 5개, iPad에서 7개 이하", en: "At most five segments on iPhone, seven on iPad"),
        summary: Localized(
            ko: "세그먼트 컨트롤의 세그먼트는 모두 너비가 같아서, 세그먼트를 더할 때마다 하나하나가 좁아져 탭하기 어려워집니다. 콘텐츠, 내비게이션 바, 툴바에 있는 모든 세그먼트 컨트롤의 세그먼트 수를 확인합니다.",
            en: "All segments share the control's width, so every segment you add makes each one narrower and harder to tap. Checks the number of segments of every segmented control: in the content, in the navigation bar and in the toolbar."),
        threshold: Localized(ko: "iPhone 5개 이하, iPad 7개 이하 (iPad의 7개는 higsite의 기준)",
                             en: "iPhone 5 or fewer, iPad 7 or fewer (the iPad limit of 7 is higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "iPhone에서 세그먼트 3개", en: "Three segments on iPhone"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["지도", "대중교통", "위성"].map { .init(title: $0) }))])),
            .passing(Localized(ko: "iPad에서 세그먼트 7개", en: "Seven segments on iPad"),
                     Screen(device: .iPad, content: [.segmentedControl(SegmentedControl(
                        segments: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "iPhone에서 요일마다 하나씩 세그먼트 7개", en: "Seven segments on iPhone, one per weekday"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["일", "월", "화", "수", "목", "금", "토"].map { .init(title: $0) }))]),
                     at: "content[0].segmented-control.segments[5]"),
            .failing(Localized(ko: "내비게이션 바에서 세그먼트 6개", en: "Six segments in the navigation bar"),
                     Screen(navigationBar: NavigationBar(segmentedControl: SegmentedControl(
                        segments: ["All", "Music", "Podcasts", "Books", "Movies", "Apps"].map { .init(title: $0) }))),
                     at: "navigation-bar.segmented-control.segments[5]"),
        ],
        check: { screen in
            let allowed = screen.device == .iPhone ? limit.iPhone : limit.iPad
            let device = screen.device == .iPhone ? "iPhone" : "iPad"
            return SegmentedControlSites.all(in: screen).compactMap { site in
                let count = site.segments.count
                guard count > allowed else { return nil }
                return Finding(site.segmentPath(allowed), Localized(
                    ko: "세그먼트가 \(count)개입니다. \(device)에서는 \(allowed)개 이하로 줄여 세그먼트마다 탭할 수 있는 너비를 확보하세요.",
                    en: "\(count) segments; keep to \(allowed) or fewer on \(device) so each segment stays wide enough to tap."))
            }
        }
    )
}
