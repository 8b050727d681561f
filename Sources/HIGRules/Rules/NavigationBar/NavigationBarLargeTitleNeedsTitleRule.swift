import HIGControls

/// A large title needs title text to show.
enum NavigationBarLargeTitleNeedsTitleRule {
    static let rule = Rule(
        id: "navigation-bar.large-title-needs-title", component: .navigationBar, severity: .warning,
        guideline: GuidelineReference("bars/navigation-bars", "large-titles"),
        title: Localized(ko: "큰 제목에는 제목 텍스트가 필요", en: "A large title needs a title"),
        summary: Localized(
            ko: "큰 제목은 크고 굵은 글자로 현재 위치를 강조합니다. 제목 텍스트 없이 큰 제목을 켜면 바만 높아지고 아무것도 강조하지 못하므로, 제목을 넣거나 큰 제목을 꺼야 합니다.",
            en: "A large title emphasizes where people are with big, bold text. Turning it on without title text only makes the bar taller and emphasizes nothing, so add a title or turn the large title off."),
        examples: [
            .passing(Localized(ko: "'보관함' 큰 제목", en: "A large title reading Library"),
                     Screen(navigationBar: NavigationBar(title: "보관함", largeTitle: true))),
            .failing(Localized(ko: "제목 없이 켠 큰 제목", en: "A large title with no title text"),
                     Screen(navigationBar: NavigationBar(largeTitle: true, items: [BarItem(title: "Edit")])),
                     at: "navigation-bar.large-title"),
        ],
        check: { screen in
            guard let bar = screen.navigationBar, bar.largeTitle, (bar.title ?? "").allSatisfy(\.isWhitespace) else { return [] }
            return [Finding(ElementPath.root.key("navigation-bar").key("large-title"), Localized(
                ko: "큰 제목이 켜져 있지만 제목이 없습니다. 현재 화면의 제목을 넣거나 큰 제목을 끄세요.",
                en: "The large title is on but there is no title; add the current view's title or turn the large title off."))]
        }
    )
}
