import HIGControls

/// A sheet that can't be swiped away has a button that closes it.
enum SheetButtonWithoutSwipeRule {
    static let rule = Rule(
        id: "sheet.button-without-swipe", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "swipe-to-dismiss"),
        title: Localized(ko: "스와이프로 닫을 수 없는 시트에는 닫는 버튼", en: "A close button when swiping can't dismiss"),
        summary: Localized(
            ko: "사람들은 시트를 아래로 쓸어 닫으리라 기대합니다. 앱이 이 동작을 막았다면(interactiveDismissDisabled, isModalInPresentation) 취소·닫기 버튼이 유일한 출구입니다. 스와이프로 닫기가 꺼진 시트의 상단 바에 취소 또는 닫기 버튼이 있는지 확인합니다. 상단 바를 코드에서 볼 수 없으면 판단하지 않습니다.",
            en: "People expect to swipe a sheet down to dismiss it. When the app turns that off (interactiveDismissDisabled, isModalInPresentation), a Cancel or Close button is the only way out. Checks that a sheet with swipe to dismiss turned off has a Cancel or Close button in its top bar; a top bar the importer cannot see is not judged."),
        examples: [
            .passing(Localized(ko: "스와이프를 막고 취소 버튼", en: "Swipe off, with Cancel"),
                     Screen(content: [.sheet(Sheet(swipeToDismiss: false, title: PresentationText.sheetTitle,
                                                   leading: [PresentationText.cancel()], trailing: [PresentationText.add()]))])),
            .failing(Localized(ko: "스와이프를 막고 추가 버튼만", en: "Swipe off, Add only"),
                     Screen(content: [.sheet(Sheet(swipeToDismiss: false, title: PresentationText.sheetTitle, trailing: [PresentationText.add()]))]),
                     at: "content[0].sheet"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).compactMap { path, sheet in
                guard sheet.style != .fullScreen, sheet.swipeToDismiss == false, sheet.buttonsAreKnown,
                      !sheet.buttons.contains(where: { $0.resolvedRole == .cancel || $0.resolvedRole == .close }) else { return nil }
                return Finding(path, Localized(
                    ko: "이 시트는 아래로 쓸어 닫을 수 없는데 취소나 닫기 버튼도 없습니다. 상단 바의 앞쪽에 ‘취소’ 버튼을 두세요.",
                    en: "This sheet can't be swiped away and has no Cancel or Close button; put a Cancel button at the leading edge of its top bar."))
            }
        }
    )
}
