import HIGControls

/// A navigation bar shows the current view's title, unless a segmented control stands in its place.
enum NavigationBarHasTitleRule {
    static let rule = Rule(
        id: "navigation-bar.has-title", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "show-title"),
        title: Localized(ko: "내비게이션 바에 현재 화면의 제목 표시", en: "Show the current view's title in the navigation bar"),
        summary: Localized(
            ko: "제목은 사용자가 지금 무엇을 보고 있는지 알려 주고, 한 단계 아래로 이동했을 때 뒤로 버튼에 붙을 이름이 됩니다. 세그먼트 컨트롤이 제목 자리를 대신하는 경우가 아니라면 제목을 표시하는 것이 좋습니다. 메모처럼 콘텐츠가 맥락을 충분히 알려 준다면 비워 둘 수도 있습니다.",
            en: "A title tells people what they are looking at and becomes the back button's label one level down. Unless a segmented control takes its place, show one; leave it empty only when the content already gives all the context, as in Notes."),
        examples: [
            .passing(Localized(ko: "'설정' 제목이 있는 내비게이션 바", en: "A navigation bar titled Settings"),
                     Screen(navigationBar: NavigationBar(title: "설정"))),
            .passing(Localized(ko: "제목 자리에 세그먼트 컨트롤", en: "A segmented control in place of the title"),
                     Screen(navigationBar: NavigationBar(segmentedControl: SegmentedControl(segments: [.init(title: "All"), .init(title: "Missed")])))),
            .failing(Localized(ko: "제목 없이 편집 버튼만 있는 내비게이션 바", en: "A navigation bar with an Edit button and no title"),
                     Screen(navigationBar: NavigationBar(items: [BarItem(title: "Edit")])),
                     at: "navigation-bar"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar, bar.segmentedControl == nil,
                  (bar.title ?? "").allSatisfy(\.isWhitespace) else { return [] }
            return [Finding(ElementPath.root.key("navigation-bar"), Localized(
                ko: "내비게이션 바에 제목이 없습니다. 현재 화면의 제목을 표시해 사용자가 어디에 있는지 알 수 있게 하세요.",
                en: "The navigation bar has no title; show the current view's title so people know where they are."))]
        }
    )
}
