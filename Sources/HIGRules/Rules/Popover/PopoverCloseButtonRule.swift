import HIGControls

/// A popover's close button is for confirming or cancelling, not for closing alone.
enum PopoverCloseButtonRule {
    static let rule = Rule(
        id: "popover.close-button", component: .popover, severity: .warning,
        guideline: GuidelineReference("presentation/popovers", "close-button"),
        title: Localized(ko: "닫기만 하는 버튼을 팝오버에 두지 않기", en: "No close-only button in a popover"),
        summary: Localized(
            ko: "팝오버는 바깥을 탭하거나 항목을 고르면 닫힙니다. 취소·완료 같은 버튼은 바뀐 내용을 저장하고 닫을지, 버리고 닫을지 분명히 할 때만 의미가 있습니다. 팝오버의 버튼이 닫기 역할 하나뿐인지 확인합니다. 바깥 탭으로 닫히지 않는 팝오버는 확인하지 않습니다.",
            en: "A popover closes when people tap outside it or choose an item. A Cancel or Done button earns its place only when it makes clear whether changes are kept. Checks for a popover whose only buttons close it; a popover that a tap outside does not close is not judged."),
        examples: [
            .passing(Localized(ko: "버튼 없는 팝오버", en: "No buttons"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Sort By", anchor: "Sort", content: [.label(Label(text: "Date"))]))])),
            .passing(Localized(ko: "편집 팝오버의 취소와 완료", en: "Cancel and Done in an editing popover"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Edit Event", anchor: "Lunch", leading: [PresentationText.cancel()],
                                                                      trailing: [ModalButton(title: "Done", role: .confirm)],
                                                                      content: [.textField(TextField(placeholder: "Title"))]))])),
            .failing(Localized(ko: "닫기 버튼 하나", en: "A lone Close button"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Sort By", anchor: "Sort", trailing: [ModalButton(title: "", role: .close)],
                                                                      content: [.label(Label(text: "Date"))]))]),
                     at: "content[0].popover.trailing[0]"),
        ],
        check: { screen in
            PresentationText.popovers(in: screen).compactMap { path, popover in
                let buttons = PresentationText.buttons(leading: popover.leading, trailing: popover.trailing, at: path)
                guard popover.buttonsAreKnown, popover.tapOutsideDismisses == true, let first = buttons.first,
                      buttons.allSatisfy({ $0.button.resolvedRole == .close }) else { return nil }
                return Finding(first.path, Localized(
                    ko: "팝오버의 버튼이 닫기 하나뿐입니다. 팝오버는 바깥을 탭하면 닫히므로, 저장 여부를 가를 때가 아니면 닫기 버튼을 빼세요.",
                    en: "The popover's only button closes it; a tap outside already does that, so drop it unless it tells people whether their changes are kept."))
            }
        }
    )
}
