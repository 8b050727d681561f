import HIGControls

/// A page control with a given size is at least 44×44 points.
enum PageControlHitTargetRule {
    static let rule = Rule(
        id: "page-control.hit-target", component: .pageControl, severity: .warning,
        guideline: GuidelineReference("controls/page-controls", "hit-targets"),
        title: Localized(ko: "페이지 컨트롤의 터치 영역은 44×44포인트 이상", en: "Page controls at least 44×44 points"),
        summary: Localized(
            ko: "사용자는 페이지 컨트롤의 앞쪽이나 뒤쪽 끝을 탭해 이전 페이지나 다음 페이지로 넘어가고, iOS 14부터는 컨트롤을 따라 드래그해 여러 페이지를 빠르게 넘길 수도 있습니다. 컨트롤을 점 높이에 맞춰 얇게 만들면 탭하기 어렵습니다. 크기가 지정된 페이지 컨트롤의 너비와 높이가 44포인트 이상인지 확인합니다.",
            en: "People tap the leading or trailing end of a page control to go to the previous or next page, and since iOS 14 drag along it to scrub through pages. A control trimmed to the height of its dots is hard to hit. Checks that a page control with a given size is at least 44 points wide and tall."),
        threshold: HitTarget.threshold(ko: "컨트롤 전체의", en: "The whole control"),
        examples: [
            .passing(Localized(ko: "크기를 정하지 않은 표준 페이지 컨트롤", en: "A standard page control with no size given"),
                     Screen(content: [.pageControl(PageControl(pages: 4, current: 1))])),
            .passing(Localized(ko: "200×44포인트의 페이지 컨트롤", en: "A 200×44 pt page control"),
                     Screen(content: [.pageControl(PageControl(pages: 5, size: Size(width: 200, height: 44)))])),
            .failing(Localized(ko: "점 높이에 맞춰 10포인트로 줄인 페이지 컨트롤", en: "A page control trimmed to its 10 pt dots"),
                     Screen(content: [.pageControl(PageControl(pages: 5, current: 2, size: Size(width: 120, height: 10)))]),
                     at: "content[0].page-control.size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .pageControl(let control) = element, let size = control.size, HitTarget.isTooSmall(size) else { return nil }
                let actual = ControlsText.size(size)
                return Finding(path.key("size"), Localized(
                    ko: "페이지 컨트롤의 터치 영역이 \(actual)포인트입니다. 너비와 높이를 모두 44포인트 이상으로 넓히세요.",
                    en: "This page control's target is \(actual) pt; make it at least 44 points wide and tall."))
            }
        }
    )
}
