import HIGControls

/// No scroll view (or table) inside a scroll view that scrolls the same way.
enum ScrollViewNoNestedSameAxisRule {
    static func name(_ axis: ScrollView.Axis) -> Localized {
        switch axis {
        case .vertical: Localized(ko: "세로로", en: "vertically")
        case .horizontal: Localized(ko: "가로로", en: "horizontally")
        case .both: Localized(ko: "가로세로로", en: "in both directions")
        }
    }

    static let rule = Rule(
        id: "scroll-view.no-nested-same-axis", component: .scrollView, severity: .error,
        guideline: GuidelineReference("views/scroll-views", "no-nested-scroll-views"),
        title: Localized(ko: "같은 방향으로 스크롤되는 뷰를 겹쳐 넣지 않기", en: "No scroll view inside one scrolling the same way"),
        summary: Localized(
            ko: "스크롤 뷰 안에 같은 방향으로 스크롤되는 뷰가 있으면 사용자는 어느 쪽이 움직일지 예측할 수 없습니다. 스크롤 뷰 안에 스크롤 방향이 겹치는 스크롤 뷰나 테이블(세로로 스크롤됨)이 있는지 확인합니다. 세로 목록 안의 가로 캐러셀처럼 방향이 다르면 허용합니다.",
            en: "A view that scrolls the same way as the scroll view around it leaves people unable to predict which one will move. Checks that no scroll view or table (which scrolls vertically) sits inside a scroll view on an overlapping axis; a horizontal carousel in a vertical list is fine."),
        examples: [
            .passing(Localized(ko: "세로 스크롤 뷰 안의 가로 캐러셀", en: "A horizontal carousel in a vertical scroll view"),
                     Screen(content: [.scrollView(ScrollView(axis: .vertical, content: [
                         .label(Label(text: "Today's Picks")),
                         .scrollView(ScrollView(axis: .horizontal, content: [.imageView(ImageView(frames: [Size(width: 160, height: 100)]))])),
                     ]))])),
            .failing(Localized(ko: "세로 스크롤 뷰 안의 테이블", en: "A table inside a vertical scroll view"),
                     Screen(content: [.scrollView(ScrollView(axis: .vertical, content: [
                         .label(Label(text: "최근 주문")),
                         .table(Table(rows: ["주문 1024", "주문 1023", "주문 1022"].map { .init(title: $0) })),
                     ]))]),
                     at: "content[0].scroll-view.content[1].table"),
            .failing(Localized(ko: "가로 스크롤 뷰 안의 가로 스크롤 뷰", en: "A horizontal scroll view inside a horizontal one"),
                     Screen(content: [.scrollView(ScrollView(axis: .horizontal, isPaging: true, content: [
                         .scrollView(ScrollView(axis: .horizontal, content: [.label(Label(text: "Tags"))])),
                     ])), .pageControl(PageControl(pages: 3))]),
                     at: "content[0].scroll-view.content[0].scroll-view"),
        ],
        check: { screen in
            let elements = screen.elements
            var reported = Set<ElementPath>()
            var findings: [Finding] = []
            for (outerPath, outer) in elements {
                guard case .scrollView(let outerView) = outer else { continue }
                let depth = outerPath.components.count
                for (innerPath, inner) in elements
                where innerPath.components.count > depth && Array(innerPath.components.prefix(depth)) == outerPath.components {
                    let axis: ScrollView.Axis
                    let kind: Localized
                    switch inner {
                    case .scrollView(let view): (axis, kind) = (view.axis, Localized(ko: "스크롤 뷰가", en: "scroll view"))
                    case .table: (axis, kind) = (.vertical, Localized(ko: "테이블이", en: "table"))
                    default: continue
                    }
                    guard outerView.axis.overlaps(axis), reported.insert(innerPath).inserted else { continue }
                    let (outerName, innerName) = (name(outerView.axis), name(axis))
                    findings.append(Finding(innerPath, Localized(
                        ko: "\(outerName.ko) 스크롤되는 스크롤 뷰 안에 \(innerName.ko) 스크롤되는 \(kind.ko) 있습니다. 어느 쪽이 움직일지 예측할 수 없으니 겹쳐 넣지 말고, 꼭 필요하면 서로 다른 방향으로 스크롤되게 하세요.",
                        en: "A \(kind.en) that scrolls \(innerName.en) sits inside a scroll view that scrolls \(outerName.en); people can't tell which will move, so don't nest them, or make them scroll in different directions.")))
                }
            }
            return findings
        }
    )
}
