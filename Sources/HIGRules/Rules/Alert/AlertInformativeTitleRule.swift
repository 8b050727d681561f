import HIGControls

/// An alert's title says what happened: it is there, and it is more than a bare "Error".
enum AlertInformativeTitleRule {
    static let rule = Rule(
        id: "alert.informative-title", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "informative-title"),
        title: Localized(ko: "상황을 알려 주는 경고창 제목", en: "An alert title that says what happened"),
        summary: Localized(
            ko: "경고창의 제목은 무슨 일이 일어났는지 짧게 알려 주어야 합니다. 제목이 없거나 ‘오류’, ‘경고’처럼 상황을 알려 주지 않는 한 단어뿐인지 확인합니다.",
            en: "An alert's title should tell people briefly what happened. Checks for an alert without a title, or with only a word that says nothing about the situation, such as ‘Error’ or ‘Warning’."),
        examples: [
            .passing(Localized(ko: "무엇을 삭제하는지 묻는 제목", en: "A title that names what is deleted"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                          DialogButton(title: "Delete", role: .destructive)]))])),
            .failing(Localized(ko: "‘오류’라고만 쓴 제목", en: "A title that only says ‘Error’"),
                     Screen(content: [.alert(Alert(title: "Error", message: "The file couldn't be saved.", buttons: [DialogButton(title: "OK")]))]),
                     at: "content[0].alert.title"),
            .failing(Localized(ko: "제목이 없는 경고창", en: "An alert without a title"),
                     Screen(content: [.alert(Alert(title: nil, message: "The file couldn't be saved.", buttons: [DialogButton(title: "OK")]))]),
                     at: "content[0].alert"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).compactMap { path, alert in
                guard let title = alert.title, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                    return Finding(path, Localized(ko: "경고창에 제목이 없습니다. 무슨 일이 일어났는지 짧게 알려 주는 제목을 쓰세요.",
                                                   en: "The alert has no title; give it one that says briefly what happened."))
                }
                guard DialogText.genericTitles.contains(DialogText.folded(title)) else { return nil }
                return Finding(path.key("title"), Localized(
                    ko: "경고창 제목 ‘\(title)’은 무슨 일이 일어났는지 알려 주지 않습니다. ‘사진을 저장할 수 없음’처럼 상황을 쓰세요.",
                    en: "The alert title ‘\(title)’ doesn't say what happened; describe the situation, such as ‘Couldn't Save the Photo’."))
            }
        }
    )
}
