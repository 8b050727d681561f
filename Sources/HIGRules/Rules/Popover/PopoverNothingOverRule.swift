import HIGControls

/// Nothing but an alert appears over a popover.
enum PopoverNothingOverRule {
    static let rule = Rule(
        id: "popover.nothing-over", component: .popover, severity: .warning,
        guideline: GuidelineReference("presentation/popovers", "nothing-over"),
        title: Localized(ko: "팝오버 위에는 경고창만", en: "Only an alert over a popover"),
        summary: Localized(
            ko: "팝오버 위에 시트나 액션 시트가 덮이면 팝오버가 가려지고, 무엇이 어디서 왔는지 알기 어렵습니다. 팝오버 위에 나타나도 되는 것은 경고창뿐입니다. 팝오버의 내용에서 시트나 액션 시트를 띄우는지 확인합니다(팝오버는 popover.no-cascade가 봅니다).",
            en: "A sheet or an action sheet over a popover hides it and leaves people unsure where things came from; only an alert may appear over a popover. Checks for a sheet or an action sheet presented from a popover's content (popovers are popover.no-cascade's)."),
        examples: [
            .passing(Localized(ko: "팝오버 위의 경고창", en: "An alert over a popover"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Calendar", anchor: "Work", content: [
                         .label(Label(text: "Work")),
                         .alert(Alert(title: "Delete “Work”?", buttons: [DialogButton(title: "Cancel", role: .cancel), DialogButton(title: "Delete", role: .destructive)])),
                     ]))])),
            .failing(Localized(ko: "팝오버 위의 시트", en: "A sheet over a popover"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Calendar", anchor: "Work", content: [
                         .label(Label(text: "Work")),
                         .sheet(Sheet(style: .form, title: "New Calendar", leading: [PresentationText.cancel()], trailing: [PresentationText.add()])),
                     ]))]),
                     at: "content[0].popover.content[1].sheet"),
        ],
        check: { screen in
            PresentationText.popovers(in: screen).flatMap { path, popover in
                PresentationText.presented(in: popover.content, at: path.key("content")).compactMap { innerPath, element in
                    switch element {
                    case .sheet, .actionSheet:
                        return Finding(innerPath, Localized(
                            ko: "팝오버 위에 \(element.kind.name.ko)를 띄웁니다. 팝오버를 닫은 뒤 보여 주세요. 팝오버 위에는 경고창만 나타날 수 있습니다.",
                            en: "\(element.kind == .sheet ? "A sheet" : "An action sheet") appears over the popover; close the popover first. Only an alert may appear over a popover."))
                    default: return nil
                    }
                }
            }
        }
    )
}
