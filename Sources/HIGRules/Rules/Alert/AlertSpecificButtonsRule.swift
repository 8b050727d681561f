import HIGControls

/// Alert buttons say what they do, not Yes or No.
enum AlertSpecificButtonsRule {
    static let rule = Rule(
        id: "alert.specific-buttons", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "button-titles"),
        title: Localized(ko: "‘예’와 ‘아니요’ 대신 동작을 말하는 버튼", en: "Buttons that name the action, not Yes and No"),
        summary: Localized(
            ko: "‘예’와 ‘아니요’는 질문을 다시 읽어야 뜻을 알 수 있습니다. 경고창 버튼 제목이 ‘예’, ‘아니요’, ‘Yes’, ‘No’처럼 대답만 하는 말인지 확인합니다.",
            en: "Yes and No only make sense after rereading the question. Checks for alert buttons titled with a bare answer such as ‘Yes’, ‘No’, ‘예’ or ‘아니요’."),
        examples: [
            .passing(Localized(ko: "동작을 말하는 버튼", en: "Buttons that name the action"),
                     Screen(content: [.alert(Alert(title: "Discard Changes?", buttons: [DialogButton(title: "Keep Editing", role: .cancel),
                                                                                      DialogButton(title: "Discard", role: .destructive)]))])),
            .failing(Localized(ko: "‘예’와 ‘아니요’ 버튼", en: "Yes and No buttons"),
                     Screen(content: [.alert(Alert(title: "Discard Changes?", buttons: [DialogButton(title: "No", role: .cancel),
                                                                                      DialogButton(title: "Yes", role: .destructive)]))]),
                     at: "content[0].alert.buttons[1]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).flatMap { path, alert in
                alert.buttons.enumerated().compactMap { index, button in
                    guard DialogText.yesNoTitles.contains(DialogText.folded(button.title)) else { return nil }
                    return Finding(path.key("buttons").index(index), Localized(
                        ko: "‘\(button.title)’ 버튼은 무엇을 하는지 말하지 않습니다. ‘삭제’, ‘계속 편집’처럼 버튼을 선택한 결과를 제목으로 쓰세요.",
                        en: "The ‘\(button.title)’ button doesn't say what it does; title it with the result of choosing it, such as ‘Delete’ or ‘Keep Editing’."))
                }
            }
        }
    )
}
