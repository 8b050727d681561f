import HIGControls

/// Alert button titles of one or two words.
enum AlertShortButtonTitlesRule {
    static let maximumWords = 2

    static let rule = Rule(
        id: "alert.short-button-titles", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "button-titles"),
        title: Localized(ko: "한두 단어의 버튼 제목", en: "Button titles of one or two words"),
        summary: Localized(
            ko: "경고창 버튼의 제목은 버튼을 선택한 결과를 한두 단어로 말하는 것이 좋습니다. 띄어쓰기로 나눈 단어가 세 개 이상인 버튼 제목을 찾습니다.",
            en: "An alert button's title works best as one or two words that say what choosing it does. Checks for button titles of three or more words (split at spaces)."),
        threshold: Localized(ko: "단어 두 개 이하 (Apple의 권고: 한두 단어)", en: "Two words or fewer (Apple's advice: one or two words)"),
        examples: [
            .passing(Localized(ko: "두 단어 버튼", en: "A two-word button"),
                     Screen(content: [.alert(Alert(title: "Unsaved Changes", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                      DialogButton(title: "Save Draft")]))])),
            .failing(Localized(ko: "문장처럼 긴 버튼 제목", en: "A button title that reads like a sentence"),
                     Screen(content: [.alert(Alert(title: "Unsaved Changes", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                      DialogButton(title: "Save it as a draft")]))]),
                     at: "content[0].alert.buttons[1]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).flatMap { path, alert in
                alert.buttons.enumerated().compactMap { index, button in
                    let words = DialogText.wordCount(button.title)
                    guard words > maximumWords else { return nil }
                    return Finding(path.key("buttons").index(index), Localized(
                        ko: "버튼 제목 ‘\(button.title)’이 \(words)단어입니다. 선택한 결과를 한두 단어로 줄이세요.",
                        en: "The button title ‘\(button.title)’ has \(words) words; say what it does in one or two."))
                }
            }
        }
    )
}
