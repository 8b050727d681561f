import HIGControls

/// An add contact button is a shortcut beside a field people can also type into.
enum ButtonAddContactWithKeyboardRule {
    static let rule = Rule(
        id: "button.add-contact-with-keyboard", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "allow-keyboard-entry"),
        title: Localized(ko: "연락처 추가 버튼 옆에는 직접 입력할 텍스트 필드", en: "Add contact buttons beside a text field"),
        summary: Localized(
            ko: "연락처 추가 버튼은 연락처 정보를 입력하는 또 하나의 방법일 뿐, 키보드 입력을 대신하지 않습니다. 연락처 추가 버튼이 있는 화면에 사용자가 직접 입력할 수 있는 텍스트 필드가 있는지 확인합니다.",
            en: "An add contact button is an extra way to enter contact information, not a replacement for typing it. Checks that a screen with an add contact button also has a text field people can type into."),
        examples: [
            .passing(Localized(ko: "받는 사람 필드 옆의 연락처 추가 버튼", en: "An add contact button beside a To field"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .email, label: "받는 사람")), .button(Button(kind: .addContact))])),
            .failing(Localized(ko: "입력할 필드 없이 연락처 추가 버튼만 있는 화면", en: "An add contact button with no field to type in"),
                     Screen(content: [.label(Label(text: "Recipient")), .button(Button(kind: .addContact))]),
                     at: "content[1].button"),
        ],
        check: { screen in
            let hasTextField = screen.elements.contains { if case .textField = $0.element { true } else { false } }
            guard !hasTextField else { return [] }
            return screen.elements.compactMap { path, element in
                guard case .button(let button) = element, button.kind == .addContact else { return nil }
                return Finding(path, Localized(
                    ko: "연락처 추가 버튼만 있고 연락처 정보를 직접 입력할 텍스트 필드가 없습니다. 키보드로도 입력할 수 있게 텍스트 필드를 함께 두세요.",
                    en: "There is an add contact button but no text field to type contact information into; add one so people can still use the keyboard."))
            }
        }
    )
}
