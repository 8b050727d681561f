import HIGControls

/// Past about twenty pages, paging one at a time takes too long: offer another layout.
enum PageControlPageLimitRule {
    static let maximumPages = 20

    static let rule = Rule(
        id: "page-control.page-limit", component: .pageControl, severity: .warning,
        guideline: GuidelineReference("controls/page-controls", "page-count"),
        title: Localized(ko: "페이지가 20개를 넘으면 다른 배치로", en: "Another layout beyond twenty pages"),
        summary: Localized(
            ko: "페이지 컨트롤로는 한 번에 한 페이지씩만 넘길 수 있어, 페이지가 20개 안팎을 넘으면 원하는 페이지까지 가는 데 시간이 너무 오래 걸립니다. 페이지 수가 20개를 넘는지 확인하고, 넘으면 격자처럼 원하는 페이지로 바로 갈 수 있는 배치를 권합니다.",
            en: "A page control moves one page at a time, so beyond about twenty pages reaching the one you want takes too long. Checks that there are no more than twenty pages and otherwise suggests a layout, such as a grid, that goes straight to a page."),
        threshold: Localized(ko: "20개 이하", en: "20 or fewer"),
        examples: [
            .passing(Localized(ko: "날씨 도시 8곳", en: "Eight weather locations"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.label(Label(text: "서울 18°"))])),
                                      .pageControl(PageControl(pages: 8))])),
            .failing(Localized(ko: "사진 36장을 한 장씩 넘기는 화면", en: "Thirty-six photos paged one by one"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [.imageView(ImageView(frames: [Size(width: 393, height: 300)]))])),
                                      .pageControl(PageControl(pages: 36))]),
                     at: "content[1].page-control.pages"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .pageControl(let control) = element, control.pages > maximumPages else { return nil }
                return Finding(path.key("pages"), Localized(
                    ko: "페이지가 \(control.pages)개입니다. 페이지가 \(maximumPages)개를 넘으면 한 장씩 넘기기 번거로우니, 격자처럼 원하는 페이지로 바로 갈 수 있는 배치를 고려하세요.",
                    en: "There are \(control.pages) pages; beyond \(maximumPages), paging one at a time takes too long, so consider a layout such as a grid that goes straight to a page."))
            }
        }
    )
}
