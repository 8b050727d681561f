import HIGControls

/// Cancel, Done and Back never all at once.
enum SheetNotThreeButtonsRule {
    static let rule = Rule(
        id: "sheet.not-three-buttons", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "three-buttons"),
        title: Localized(ko: "취소·완료·뒤로를 한꺼번에 두지 않기", en: "Not Cancel, Done and Back together"),
        summary: Localized(
            ko: "취소, 완료, 뒤로 버튼이 한 시트에 모두 있으면 어느 버튼이 무엇을 하는지 헷갈립니다. 여러 단계의 시트라면 다음 단계에서 뒤로 버튼이 취소 버튼 자리를 대신합니다. 세 역할이 한 상단 바에 함께 있는지 확인합니다.",
            en: "A sheet showing Cancel, Done and Back at once leaves people unsure which does what; in a multistep sheet, Back takes Cancel's place after the first step. Checks for all three roles in one top bar."),
        examples: [
            .passing(Localized(ko: "둘째 단계: 뒤로와 완료", en: "Second step: Back and Done"),
                     Screen(content: [.sheet(Sheet(title: "Review", leading: [ModalButton(title: "Back", role: .back)],
                                                   trailing: [ModalButton(title: "Done", role: .confirm)]))])),
            .failing(Localized(ko: "뒤로, 취소, 완료", en: "Back, Cancel and Done"),
                     Screen(content: [.sheet(Sheet(title: "Review", leading: [ModalButton(title: "Back", role: .back), PresentationText.cancel()],
                                                   trailing: [ModalButton(title: "Done", role: .confirm)]))]),
                     at: "content[0].sheet"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).compactMap { path, sheet in
                let roles = Set(sheet.buttons.compactMap(\.resolvedRole))
                guard roles.contains(.back), roles.contains(.confirm), roles.contains(.cancel) || roles.contains(.close) else { return nil }
                return Finding(path, Localized(
                    ko: "시트에 취소, 완료, 뒤로 버튼이 모두 있습니다. 첫 단계에는 취소와 완료를, 다음 단계에는 뒤로와 완료를 두세요.",
                    en: "The sheet shows Cancel, Done and Back together; use Cancel and Done on the first step, and Back and Done on later steps."))
            }
        }
    )
}
