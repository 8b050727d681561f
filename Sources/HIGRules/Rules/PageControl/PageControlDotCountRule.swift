import HIGControls

/// About ten dots is as many as people can count at a glance.
enum PageControlDotCountRule {
    static let maximumDots = 10

    static let rule = Rule(
        id: "page-control.dot-count", component: .pageControl, severity: .warning,
        guideline: GuidelineReference("controls/page-controls", "page-count"),
        title: Localized(ko: "페이지 컨트롤의 점은 10개 안팎까지", en: "About ten dots at most"),
        summary: Localized(
            ko: "점이 10개 안팎을 넘으면 사용자가 한눈에 세지 못해 페이지가 몇 개이고 지금 어디인지 알기 어렵습니다. 페이지 컨트롤의 페이지 수가 10개를 넘는지 확인하며, 20개를 넘으면 페이지 수 한도 규칙이 대신 알립니다.",
            en: "More than about ten dots can't be counted at a glance, so people lose track of how many pages there are and where they are. Checks that a page control shows no more than ten pages; beyond twenty pages the page limit rule takes over."),
        threshold: Localized(ko: "10개 이하 (20개를 넘으면 page-control.page-limit이 알림)", en: "10 or fewer (beyond 20, page-control.page-limit reports it)"),
        examples: [
            .passing(Localized(ko: "온보딩 페이지 4개", en: "Four onboarding pages"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.label(Label(text: "환영합니다"))])),
                                      .pageControl(PageControl(pages: 4))])),
            .failing(Localized(ko: "사진 14장의 점", en: "Fourteen dots for photos"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.imageView(ImageView(frames: [Size(width: 393, height: 300)]))])),
                                      .pageControl(PageControl(pages: 14, current: 2))]),
                     at: "content[1].page-control.pages"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                // Beyond the page limit, page-control.page-limit reports the page control instead.
                guard case .pageControl(let control) = element,
                      control.pages > maximumDots, control.pages <= PageControlPageLimitRule.maximumPages else { return nil }
                return Finding(path.key("pages"), Localized(
                    ko: "페이지 컨트롤의 점이 \(control.pages)개입니다. 점이 \(maximumDots)개를 넘으면 한눈에 세기 어려우니 페이지 수를 줄이세요.",
                    en: "The page control shows \(control.pages) dots; more than \(maximumDots) can't be counted at a glance, so reduce the number of pages."))
            }
        }
    )
}
