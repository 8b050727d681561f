import HIGControls

/// A page control tracks the pages of a paging scroll view.
enum PageControlWithPagingRule {
    static let rule = Rule(
        id: "page-control.with-paging", component: .pageControl, severity: .warning,
        guideline: GuidelineReference("controls/page-controls", "scroll-indicator"),
        title: Localized(ko: "페이지 컨트롤은 페이징 스크롤 뷰와 함께", en: "Page controls with a paging scroll view"),
        summary: Localized(
            ko: "페이지 컨트롤은 페이징 모드로 넘기는 스크롤 뷰가 지금 몇 번째 페이지를 보여 주는지 알려 주는 컨트롤입니다. 페이지 컨트롤이 있는 화면에 페이징 모드의 스크롤 뷰가 있는지 확인합니다. 넘길 페이지가 없으면 점은 아무것도 알려 주지 못합니다.",
            en: "A page control tells people which page of a paging scroll view they are on. Checks that a screen with a page control also has a scroll view in paging mode; without pages to swipe through, the dots tell people nothing."),
        examples: [
            .passing(Localized(ko: "페이징 스크롤 뷰 아래의 페이지 컨트롤", en: "A page control below a paging scroll view"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.label(Label(text: "Welcome to Notes"))])),
                                      .pageControl(PageControl(pages: 3))])),
            .failing(Localized(ko: "세로로 스크롤하는 목록 아래의 페이지 컨트롤", en: "A page control below a vertically scrolling list"),
                     Screen(content: [.scrollView(ScrollView(content: [.label(Label(text: "Welcome to Notes"))])),
                                      .pageControl(PageControl(pages: 3))]),
                     at: "content[1].page-control"),
        ],
        check: { screen in
            let hasPaging = screen.elements.contains { if case .scrollView(let view) = $0.element { view.isPaging } else { false } }
            guard !hasPaging else { return [] }
            return screen.elements.compactMap { path, element in
                guard case .pageControl = element else { return nil }
                return Finding(path, Localized(
                    ko: "페이지 컨트롤이 있지만 화면에 페이징 모드의 스크롤 뷰가 없습니다. 페이지를 넘기는 스크롤 뷰를 페이징 모드로 설정하거나 페이지 컨트롤을 빼세요.",
                    en: "There is a page control but no scroll view in paging mode; set the scroll view that holds the pages to paging mode, or remove the page control."))
            }
        }
    )
}
