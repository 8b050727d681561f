import HIGControls

/// Few enough choices that the action sheet doesn't scroll.
enum ActionSheetButtonCountRule {
    static let maximumChoices = 6

    static let rule = Rule(
        id: "action-sheet.button-count", component: .actionSheet, severity: .warning,
        guideline: GuidelineReference("presentation/action-sheets", "no-scrolling"),
        title: Localized(ko: "스크롤하지 않을 만큼의 선택지", en: "Few enough choices not to scroll"),
        summary: Localized(
            ko: "선택지가 많아 스크롤해야 하는 액션 시트는 고르는 데 오래 걸리고, 스크롤하다가 버튼을 잘못 탭하기 쉽습니다. 취소 버튼을 뺀 선택지가 여섯 개보다 많은지 확인합니다.",
            en: "An action sheet with so many choices that it scrolls takes longer to choose from, and scrolling it risks tapping a button by mistake. Checks for more than six choices besides Cancel."),
        threshold: Localized(ko: "취소를 뺀 선택지 여섯 개 이하 (higsite의 기준)", en: "Six choices or fewer besides Cancel (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "선택지 두 개와 취소", en: "Two choices and Cancel"), Screen(content: [.actionSheet(ActionSheet(title: "What do you want to do with this photo?", buttons: [DialogButton(title: "Delete Photo", role: .destructive), DialogButton(title: "Duplicate"), DialogButton(title: "Cancel", role: .cancel)]))])),
            .failing(Localized(ko: "선택지 여덟 개", en: "Eight choices"),
                     Screen(content: [.actionSheet(ActionSheet(title: "Move to",
                                                               buttons: ["Inbox", "Archive", "Drafts", "Sent", "Junk", "Work", "Family", "Travel"].map { DialogButton(title: $0) }
                                                                   + [DialogButton(title: "Cancel", role: .cancel)]))]),
                     at: "content[0].action-sheet"),
        ],
        check: { screen in
            DialogText.actionSheets(in: screen).compactMap { path, sheet in
                let choices = sheet.buttons.filter { !$0.isCancel }.count
                guard choices > maximumChoices else { return nil }
                return Finding(path, Localized(
                    ko: "액션 시트에 취소를 뺀 선택지가 \(choices)개 있어 스크롤될 수 있습니다. \(maximumChoices)개 이하로 줄이거나 다른 방식(목록 화면 등)으로 고르게 하세요.",
                    en: "The action sheet offers \(choices) choices besides Cancel and may scroll; keep to \(maximumChoices) or fewer, or let people choose another way, such as a list."))
            }
        }
    )
}
