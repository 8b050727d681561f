import HIGControls

/// The back button goes back one screen: no breadcrumbs.
enum NavigationBarSingleSegmentBackRule {
    static let rule = Rule(
        id: "navigation-bar.single-segment-back", component: .navigationBar, severity: .error,
        guideline: GuidelineReference("bars/navigation-bars", "no-breadcrumbs"),
        title: Localized(ko: "여러 세그먼트로 된 뒤로 버튼을 만들지 않기", en: "No multisegment back button"),
        summary: Localized(
            ko: "뒤로 버튼은 이전 화면으로 돌아가는 한 가지 일만 합니다. 지나온 단계마다 세그먼트를 붙인 이동 경로 형태의 뒤로 버튼은 제목이 들어갈 자리를 빼앗고, 선택 상태를 보여 주기 어렵고, 계층이 깊어질수록 돌아갈 단계를 고르기 어렵게 만듭니다.",
            en: "The back button does one thing: it returns to the previous screen. A breadcrumb-style back button with a segment per level crowds out the title, can't show a segment's selected state well, and gets harder to use the deeper people go."),
        threshold: Localized(ko: "세그먼트 1개", en: "One segment"),
        examples: [
            .passing(Localized(ko: "이전 화면의 제목을 단 뒤로 버튼", en: "A back button with the previous screen's title"),
                     Screen(navigationBar: NavigationBar(title: "Wi-Fi", backButton: .init(title: "설정")))),
            .failing(Localized(ko: "세그먼트 3개짜리 이동 경로 뒤로 버튼", en: "A three-segment breadcrumb back button"),
                     Screen(navigationBar: NavigationBar(title: "Invoices", backButton: .init(title: "Home › Documents › 2024", segments: 3))),
                     at: "navigation-bar.back"),
        ],
        check: { screen in
            guard let back = screen.navigationBar?.backButton, back.segments > 1 else { return [] }
            return [Finding(ElementPath.root.key("navigation-bar").key("back"), Localized(
                ko: "뒤로 버튼에 세그먼트가 \(back.segments)개 있습니다. 이전 화면 하나로만 돌아가는 세그먼트 1개짜리 뒤로 버튼을 사용하세요. 경로 전체를 보여 줘야 할 것 같다면 앱의 계층을 더 평평하게 만드세요.",
                en: "The back button has \(back.segments) segments; use a single-segment back button that returns to the previous screen. If people seem to need the whole path, flatten the app's hierarchy."))]
        }
    )
}
