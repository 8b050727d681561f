import HIGControls

/// A popover never opens another popover from itself.
enum PopoverNoCascadeRule {
    static let rule = Rule(
        id: "popover.no-cascade", component: .popover, severity: .warning,
        guideline: GuidelineReference("presentation/popovers", "one-popover"),
        title: Localized(ko: "팝오버에서 팝오버를 띄우지 않기", en: "No popover from a popover"),
        summary: Localized(
            ko: "팝오버가 여럿 떠 있으면 화면이 어수선해지고, 팝오버에서 또 팝오버가 나오는 계단식 구성은 사람들을 헷갈리게 합니다. 팝오버의 내용에서 다른 팝오버를 띄우는지 확인합니다.",
            en: "Two popovers on screen compete for the same glance, and a cascade in which one popover opens another leaves people unsure where they are. Checks for a popover presented from a popover's content."),
        examples: [
            .passing(Localized(ko: "팝오버 하나", en: "One popover"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Sort By", anchor: "Sort", content: [.label(Label(text: "Date"))]))])),
            .failing(Localized(ko: "팝오버에서 나온 팝오버", en: "A popover from a popover"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Sort By", anchor: "Sort", content: [
                         .label(Label(text: "Date")),
                         .popover(Popover(title: "Order", anchor: "Date", content: [.label(Label(text: "Newest First"))])),
                     ]))]),
                     at: "content[0].popover.content[1].popover"),
        ],
        check: { screen in
            PresentationText.popovers(in: screen).flatMap { path, popover in
                PresentationText.presented(in: popover.content, at: path.key("content")).compactMap { innerPath, element in
                    guard case .popover = element else { return nil }
                    return Finding(innerPath, Localized(
                        ko: "팝오버에서 또 다른 팝오버를 띄웁니다. 열린 팝오버를 먼저 닫거나, 같은 팝오버 안에서 선택하게 하세요.",
                        en: "A popover opens from another popover; close the open one first, or let people choose inside the same popover."))
                }
            }
        }
    )
}
