import HIGControls

/// An action sheet's title fits on one line.
enum ActionSheetShortTitleRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 40

    static let rule = Rule(
        id: "action-sheet.short-title", component: .actionSheet, severity: .warning,
        guideline: GuidelineReference("presentation/action-sheets", "short-title"),
        title: Localized(ko: "한 줄에 들어가는 액션 시트 제목", en: "An action sheet title that fits on one line"),
        summary: Localized(
            ko: "긴 제목은 읽는 데 시간이 걸리고, 잘리거나 시트를 스크롤하게 만들 수 있습니다. 액션 시트 제목의 길이가 한 줄의 기준을 넘는지 확인합니다. 한글은 한 글자를 두 자로 셉니다.",
            en: "A long title takes time to read and can be cut off or make the sheet scroll. Checks whether an action sheet's title is longer than one line's worth; a Hangul character counts as two."),
        threshold: Localized(ko: "40자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "40 characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "한 줄 제목", en: "A one-line title"),
                     Screen(content: [.actionSheet(ActionSheet(title: "Delete this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive),
                                                                                                        DialogButton(title: "Cancel", role: .cancel)]))])),
            .failing(Localized(ko: "여러 줄로 넘치는 제목", en: "A title that runs over several lines"),
                     Screen(content: [.actionSheet(ActionSheet(title: "This photo will be deleted from iCloud Photos on all your devices",
                                                               buttons: [DialogButton(title: "Delete Photo", role: .destructive), DialogButton(title: "Cancel", role: .cancel)]))]),
                     at: "content[0].action-sheet.title"),
        ],
        check: { screen in
            DialogText.actionSheets(in: screen).compactMap { path, sheet in
                guard let title = sheet.title else { return nil }
                let length = ControlsText.displayLength(title)
                guard length > maximumLength else { return nil }
                return Finding(path.key("title"), Localized(
                    ko: "액션 시트 제목 ‘\(title)’의 길이가 \(length)자입니다(한글은 두 자로 셈). 한 줄에 들어가도록 \(maximumLength)자 이하로 줄이고, 설명은 메시지로 옮기세요.",
                    en: "The action sheet title ‘\(title)’ is \(length) characters long (Hangul counting double); cut it to \(maximumLength) or fewer so it fits on one line, and move any explanation to the message."))
            }
        }
    )
}
