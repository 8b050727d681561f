import HIGControls

/// A paging scroll view shows where people are with a page control.
enum ScrollViewPagingWithPageControlRule {
    static let rule = Rule(
        id: "scroll-view.paging-with-page-control", component: .scrollView, severity: .warning,
        guideline: GuidelineReference("views/scroll-views", "page-control-paging"),
        title: Localized(ko: "페이징 모드에는 페이지 컨트롤을 함께", en: "A page control with paging mode"),
        summary: Localized(
            ko: "페이징 모드의 스크롤 뷰에 페이지 컨트롤을 곁들이면 사용자가 페이지가 모두 몇 개이고 지금 어디에 있는지 쉽게 알 수 있습니다. 페이징 모드의 스크롤 뷰가 있는 화면에 페이지 컨트롤이 있는지 확인합니다.",
            en: "A page control beside a paging scroll view tells people how many pages there are and which one they are on. Checks that a screen with a scroll view in paging mode also has a page control."),
        examples: [
            .passing(Localized(ko: "페이지 컨트롤이 있는 온보딩", en: "Onboarding with a page control"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.label(Label(text: "사진을 한곳에 모으세요"))])),
                                      .pageControl(PageControl(pages: 3))])),
            .failing(Localized(ko: "페이지 컨트롤 없이 넘기는 온보딩", en: "Onboarding pages without a page control"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.label(Label(text: "Keep all your photos in one place"))]))]),
                     at: "content[0].scroll-view.paging"),
        ],
        check: { screen in
            let hasPageControl = screen.elements.contains { if case .pageControl = $0.element { true } else { false } }
            guard !hasPageControl else { return [] }
            return screen.elements.compactMap { path, element in
                guard case .scrollView(let view) = element, view.isPaging else { return nil }
                return Finding(path.key("paging"), Localized(
                    ko: "페이징 모드의 스크롤 뷰가 있지만 페이지 컨트롤이 없습니다. 페이지가 몇 개이고 지금 어디인지 알 수 있도록 페이지 컨트롤을 두고, 같은 축의 스크롤 표시기는 끄세요.",
                    en: "A scroll view pages without a page control; add one so people see how many pages there are and where they are, and turn off the scroll indicator on that axis."))
            }
        }
    )
}
