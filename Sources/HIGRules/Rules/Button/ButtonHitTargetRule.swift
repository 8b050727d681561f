import HIGControls

/// A button's tappable area should be at least 44×44 pt: Apple's recommendation (28×28 pt is its minimum).
enum ButtonHitTargetRule {
    static let minimum = Size(width: 44, height: 44)

    static let rule = Rule(
        id: "button.hit-target", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "hit-targets"),
        title: Localized(ko: "버튼의 터치 영역은 44×44포인트 이상", en: "Button hit targets of at least 44×44 points"),
        summary: Localized(
            ko: "터치 영역이 작은 버튼은 정확히 탭하기 어렵고, 이웃한 버튼을 잘못 탭하기 쉽습니다. 크기가 주어진 버튼의 너비와 높이가 Apple이 권하는 44포인트보다 작은지 확인합니다.",
            en: "A small button is hard to hit and easy to miss in favour of its neighbour. Checks that a button with a given size is at least 44 points wide and tall, the size Apple recommends."),
        threshold: Localized(ko: "너비와 높이 모두 44포인트 이상 (Apple이 권하는 크기. Apple은 28×28포인트를 최소 크기로 보지만, 이 규칙은 권장 크기를 기준으로 삼습니다)",
                             en: "At least 44 points wide and tall (Apple's recommendation; Apple treats 28×28 points as the minimum, but this rule holds buttons to the recommended size)"),
        examples: [
            .passing(Localized(ko: "44×44포인트의 공유 버튼", en: "A 44×44 pt share button"),
                     Screen(content: [.button(Button(icon: "square.and.arrow.up", size: Size(width: 44, height: 44)))])),
            .passing(Localized(ko: "크기를 정하지 않은 표준 버튼", en: "A standard button with no size given"),
                     Screen(content: [.button(Button(title: "Sign In"))])),
            .failing(Localized(ko: "28×28포인트의 닫기 버튼: Apple의 최소 크기이지만 권장 크기보다 작음", en: "A 28×28 pt close button: Apple's minimum, below its recommended size"),
                     Screen(content: [.button(Button(icon: "xmark", size: Size(width: 28, height: 28)))]),
                     at: "content[0].button.size"),
            .failing(Localized(ko: "높이가 30포인트인 텍스트 버튼", en: "A text button only 30 points tall"),
                     Screen(content: [.button(Button(title: "편집", size: Size(width: 60, height: 30)))]),
                     at: "content[0].button.size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .button(let button) = element, let size = button.size,
                      size.width < minimum.width || size.height < minimum.height else { return nil }
                let actual = "\(ControlsText.size(size))"
                return Finding(path.key("size"), Localized(
                    ko: "버튼의 터치 영역이 \(actual)포인트입니다. 너비와 높이를 모두 Apple이 권하는 44포인트 이상으로 늘리세요.",
                    en: "The button's hit target is \(actual) pt; make it at least 44 points wide and tall, as Apple recommends."))
            }
        }
    )
}
