import HIGControls

/// A full-screen cover has a button that closes it.
enum SheetFullScreenCloseRule {
    static let rule = Rule(
        id: "sheet.full-screen-close", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "full-screen"),
        title: Localized(ko: "전체 화면 모달에는 닫는 버튼", en: "A close button on a full-screen cover"),
        summary: Localized(
            ko: "전체 화면 모달은 화면 전체를 덮어 아래 화면이 보이지 않습니다. Apple 문서는 시트를 끌어내려 닫는 동작은 설명하지만 전체 화면 모달에는 그런 제스처를 말하지 않으므로, higsite는 닫는 버튼을 기대합니다. 전체 화면 스타일의 시트에 취소·닫기·완료처럼 모달을 닫는 버튼이 있는지 확인합니다. 상단 바를 코드에서 볼 수 없으면 판단하지 않습니다.",
            en: "A full-screen cover hides the screen beneath it. Apple's documentation describes dragging a sheet down to dismiss it but names no such gesture for a full-screen cover, so higsite expects a button. Checks that a full-screen sheet has a button that closes it (Cancel, Close, Done); a top bar the importer cannot see is not judged."),
        examples: [
            .passing(Localized(ko: "닫기 버튼이 있는 전체 화면 편집기", en: "A full-screen editor with Close"),
                     Screen(content: [.sheet(Sheet(style: .fullScreen, title: "Edit Photo", leading: [ModalButton(title: "", role: .close)],
                                                   trailing: [ModalButton(title: "Save", role: .confirm)]))])),
            .failing(Localized(ko: "닫는 버튼 없는 전체 화면 모달", en: "A full-screen cover with no way out"),
                     Screen(content: [.sheet(Sheet(style: .fullScreen, title: "Edit Photo"))]),
                     at: "content[0].sheet"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).compactMap { path, sheet in
                guard sheet.style == .fullScreen, sheet.buttonsAreKnown, !sheet.buttons.contains(where: \.dismisses) else { return nil }
                return Finding(path, Localized(
                    ko: "전체 화면 모달에 닫는 버튼이 없습니다. 상단 바에 ‘닫기’ 또는 ‘취소’ 버튼을 두세요.",
                    en: "The full-screen cover has no button that closes it; put a Close or Cancel button in its top bar."))
            }
        }
    )
}
