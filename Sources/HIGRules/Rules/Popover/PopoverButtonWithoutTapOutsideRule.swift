import HIGControls

/// A popover that a tap outside doesn't close has a button that does.
enum PopoverButtonWithoutTapOutsideRule {
    static let rule = Rule(
        id: "popover.button-without-tap-outside", component: .popover, severity: .warning,
        guideline: GuidelineReference("presentation/popovers", "tap-outside"),
        title: Localized(ko: "바깥 탭으로 닫히지 않는 팝오버에는 닫는 버튼", en: "A button when a tap outside can't close"),
        summary: Localized(
            ko: "사람들은 팝오버 바깥을 탭해 닫으리라 기대합니다. 앱이 이를 막았다면(interactiveDismissDisabled, isModalInPresentation) 팝오버 안에 닫는 버튼이 있어야 합니다. 바깥 탭 닫기가 꺼진 팝오버에 취소·닫기·완료 버튼이 있는지 확인합니다. 버튼을 코드에서 볼 수 없으면 판단하지 않습니다.",
            en: "People expect a tap outside a popover to close it. When the app turns that off (interactiveDismissDisabled, isModalInPresentation), the popover needs a button that closes it. Checks that a popover a tap outside can't close has a Cancel, Close or Done button; buttons the importer cannot see are not judged."),
        examples: [
            .passing(Localized(ko: "바깥 탭을 막고 취소·완료", en: "Tap outside off, with Cancel and Done"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Edit Event", anchor: "Lunch", leading: [PresentationText.cancel()],
                                                                      trailing: [ModalButton(title: "Done", role: .confirm)], tapOutsideDismisses: false,
                                                                      content: [.textField(TextField(placeholder: "Title"))]))])),
            .failing(Localized(ko: "바깥 탭을 막고 버튼 없음", en: "Tap outside off, no button"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Edit Event", anchor: "Lunch", tapOutsideDismisses: false,
                                                                      content: [.textField(TextField(placeholder: "Title"))]))]),
                     at: "content[0].popover"),
        ],
        check: { screen in
            PresentationText.popovers(in: screen).compactMap { path, popover in
                guard popover.tapOutsideDismisses == false, popover.buttonsAreKnown, !popover.buttons.contains(where: \.dismisses) else { return nil }
                return Finding(path, Localized(
                    ko: "바깥을 탭해도 닫히지 않는 팝오버에 닫는 버튼이 없습니다. ‘취소’와 ‘완료’ 버튼을 두거나 바깥 탭으로 닫히게 하세요.",
                    en: "A tap outside can't close this popover and it has no button that does; add Cancel and Done, or let a tap outside close it."))
            }
        }
    )
}
