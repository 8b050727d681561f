import HIGControls

/// Button titles short enough to read at a glance and to fit small screens.
enum ButtonShortTitleRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 20

    static let rule = Rule(
        id: "button.short-title", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "short-titles"),
        title: Localized(ko: "버튼 제목은 짧게", en: "Short button titles"),
        summary: Localized(
            ko: "버튼 제목이 길면 인터페이스가 어수선해지고 작은 화면에서 잘릴 수 있습니다. 제목의 길이가 기준을 넘는지 확인합니다. 한글은 로마자보다 폭이 넓으므로 한 글자를 두 자로 셉니다.",
            en: "Long titles clutter the interface and get truncated on small screens. Checks that a title stays within the length limit; a Hangul character counts as two, as it is about twice as wide as a Latin letter."),
        threshold: Localized(ko: "20자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "20 characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "짧은 영문 제목", en: "A short English title"),
                     Screen(content: [.button(Button(title: "Add to Cart", bordered: true))])),
            .passing(Localized(ko: "짧은 한글 제목", en: "A short Korean title"),
                     Screen(content: [.button(Button(title: "장바구니에 담기", bordered: true))])),
            .failing(Localized(ko: "설명처럼 긴 영문 제목", en: "An English title that reads like a sentence"),
                     Screen(content: [.button(Button(title: "Tap Here to Add This Item to Your Cart", bordered: true))]),
                     at: "content[0].button.title"),
            .failing(Localized(ko: "설명처럼 긴 한글 제목", en: "A Korean title that reads like a sentence"),
                     Screen(content: [.button(Button(title: "이 상품을 장바구니에 담으려면 탭하세요", bordered: true))]),
                     at: "content[0].button.title"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .button(let button) = element, let title = button.title else { return nil }
                let length = ControlsText.displayLength(title)
                guard length > maximumLength else { return nil }
                return Finding(path.key("title"), Localized(
                    ko: "버튼 제목 ‘\(title)’의 길이가 \(length)자입니다(한글은 두 자로 셈). \(maximumLength)자 이하로 줄여 동작을 알아보는 데 필요한 단어만 남기세요.",
                    en: "The button title ‘\(title)’ is \(length) characters long (Hangul counting double); cut it to \(maximumLength) or fewer, keeping only the words people need to recognise the action."))
            }
        }
    )
}
