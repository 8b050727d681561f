import HIGControls

/// Cancel at the leading edge of the top bar, Done at the trailing edge.
enum SheetButtonPlacementRule {
    static let rule = Rule(
        id: "sheet.button-placement", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "button-placement"),
        title: Localized(ko: "취소는 앞쪽, 완료는 뒤쪽", en: "Cancel leading, Done trailing"),
        summary: Localized(
            ko: "iOS와 iPadOS에서 단일 화면 시트의 취소 버튼은 상단 바의 앞쪽(왼쪽에서 오른쪽으로 읽는 언어에서는 왼쪽) 끝에, 완료 버튼은 뒤쪽 끝에 둡니다. 취소·닫기 역할의 버튼이 뒤쪽에 있거나 확정 역할의 버튼이 앞쪽에 있는지 확인합니다. 시스템이 자리를 정하는 경우(SwiftUI의 .cancellationAction 등)는 판단하지 않습니다.",
            en: "In iOS and iPadOS, a single-view sheet's Cancel button sits at the leading edge of the top bar (the left in a left-to-right language) and its Done button at the trailing edge. Checks for a Cancel or Close button on the trailing side, or a confirming button on the leading side; sides the system decides (SwiftUI's .cancellationAction) are not judged."),
        examples: [
            .passing(Localized(ko: "앞쪽 취소, 뒤쪽 추가", en: "Cancel leading, Add trailing"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.cancel()], trailing: [PresentationText.add()]))])),
            .failing(Localized(ko: "자리가 바뀐 취소와 추가", en: "Cancel and Add swapped"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.add()], trailing: [PresentationText.cancel()]))]),
                     at: "content[0].sheet.leading[0]"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).filter { $0.sheet.sidesAreKnown }.flatMap { path, sheet in
                PresentationText.buttons(leading: sheet.leading, trailing: sheet.trailing, at: path).compactMap { buttonPath, button, isLeading in
                    let role = button.resolvedRole
                    if isLeading, role == .confirm {
                        return Finding(buttonPath, Localized(
                            ko: "확정 버튼 ‘\(button.title)’이 상단 바의 앞쪽에 있습니다. 뒤쪽 끝으로 옮기세요.",
                            en: "The confirming button ‘\(button.title)’ is at the leading edge of the top bar; move it to the trailing edge."))
                    }
                    if !isLeading, role == .cancel || role == .close {
                        return Finding(buttonPath, Localized(
                            ko: "‘\(button.title.isEmpty ? "닫기" : button.title)’ 버튼이 상단 바의 뒤쪽에 있습니다. 취소는 앞쪽 끝에 두세요.",
                            en: "‘\(button.title.isEmpty ? "Close" : button.title)’ is at the trailing edge of the top bar; put Cancel at the leading edge."))
                    }
                    return nil
                }
            }
        }
    )
}
