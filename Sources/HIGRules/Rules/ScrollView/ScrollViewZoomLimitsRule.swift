import HIGControls

/// Zoom limits that leave room to zoom.
enum ScrollViewZoomLimitsRule {
    static let rule = Rule(
        id: "scroll-view.zoom-limits", component: .scrollView, severity: .warning,
        guideline: GuidelineReference("views/scroll-views", "zoom"),
        title: Localized(ko: "확대·축소 배율에는 폭을 두기", en: "Zoom limits with room to zoom"),
        summary: Localized(
            ko: "확대·축소를 허용하려면 최소 배율과 최대 배율을 의미 있게 정해야 합니다. 두 값이 같으면 손가락을 모으거나 벌려도 아무 일도 일어나지 않습니다. 스크롤 뷰의 최대 배율이 최소 배율과 같은지 확인합니다.",
            en: "Zooming needs sensible minimum and maximum scales; when they are equal, pinching does nothing at all. Checks that a scroll view's maximum zoom scale is above its minimum."),
        examples: [
            .passing(Localized(ko: "1배에서 4배까지 확대하는 사진", en: "A photo zooming from 1× to 4×"),
                     Screen(content: [.scrollView(ScrollView(axis: .both, zoom: 1...4, content: [.imageView(ImageView(frames: [Size(width: 393, height: 600)]))]))])),
            .failing(Localized(ko: "최소와 최대 배율이 모두 2배인 지도", en: "A map with minimum and maximum zoom both 2×"),
                     Screen(content: [.scrollView(ScrollView(axis: .both, zoom: 2...2, content: [.imageView(ImageView(frames: [Size(width: 800, height: 800)], description: "Campus map"))]))]),
                     at: "content[0].scroll-view.max-zoom"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .scrollView(let view) = element, let zoom = view.zoom, zoom.lowerBound == zoom.upperBound else { return nil }
                let scale = ControlsText.number(zoom.upperBound)
                return Finding(path.key("max-zoom"), Localized(
                    ko: "최소 배율과 최대 배율이 모두 \(scale)배라 확대·축소가 되지 않습니다. 콘텐츠에 맞는 범위(예: 1~4배)를 정하거나, 확대·축소가 필요 없다면 배율 설정을 빼세요.",
                    en: "Minimum and maximum zoom are both \(scale)×, so the content can't zoom; set a range that suits it (such as 1× to 4×), or drop the zoom limits if it shouldn't zoom."))
            }
        }
    )
}
