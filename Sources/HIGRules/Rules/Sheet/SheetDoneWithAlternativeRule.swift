import HIGControls

/// A Done button comes with Cancel (or Back), so finishing isn't the only way out.
enum SheetDoneWithAlternativeRule {
    static let rule = Rule(
        id: "sheet.done-with-alternative", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "done-alternative"),
        title: Localized(ko: "완료 버튼에는 취소나 뒤로 버튼을 함께", en: "Done paired with Cancel or Back"),
        summary: Localized(
            ko: "완료 버튼만 있으면 작업을 끝내는 것이 시트를 떠나는 유일한 길처럼 보입니다. 확정 역할(완료, 추가, 저장)의 버튼이 있는 시트에 취소·닫기 또는 뒤로 버튼이 함께 있는지 확인합니다. 상단 바를 코드에서 볼 수 없으면 판단하지 않습니다.",
            en: "With a Done button alone, finishing the task looks like the only way to leave the sheet. Checks that a sheet with a confirming button (Done, Add, Save) also has a Cancel, Close or Back button; a top bar the importer cannot see is not judged."),
        examples: [
            .passing(Localized(ko: "취소와 추가", en: "Cancel and Add"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.cancel()], trailing: [PresentationText.add()]))])),
            .failing(Localized(ko: "추가 버튼만", en: "Add alone"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, trailing: [PresentationText.add()]))]),
                     at: "content[0].sheet.trailing[0]"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).compactMap { path, sheet in
                guard sheet.buttonsAreKnown,
                      !sheet.buttons.contains(where: { [.cancel, .close, .back].contains($0.resolvedRole) }),
                      let done = PresentationText.buttons(leading: sheet.leading, trailing: sheet.trailing, at: path)
                          .first(where: { $0.button.resolvedRole == .confirm }) else { return nil }
                return Finding(done.path, Localized(
                    ko: "시트에 ‘\(done.button.title)’ 버튼만 있고 취소나 뒤로 버튼이 없습니다. 바꾼 내용을 저장하지 않고 떠날 수 있게 ‘취소’ 버튼을 함께 두세요.",
                    en: "The sheet offers ‘\(done.button.title)’ with no Cancel or Back button; add Cancel so people can leave without saving."))
            }
        }
    )
}
