import HIGControls

/// A clear button erases a field's content in one tap. Secure fields are left alone: iOS empties
/// one when people type into it again, and its trailing end often holds a show-password button.
enum TextFieldClearButtonRule {
    static let rule = Rule(
        id: "text-field.clear-button", component: .textField, severity: .warning,
        guideline: GuidelineReference("controls/text-fields", "clear-button"),
        title: Localized(ko: "텍스트 필드에 지우기 버튼 두기", en: "A clear button in text fields"),
        summary: Localized(
            ko: "지우기 버튼이 있으면 사용자가 삭제 키를 계속 탭하지 않고 한 번만 탭해 필드의 내용을 모두 지울 수 있습니다. 보안 텍스트 필드가 아닌 텍스트 필드의 오른쪽 끝에 지우기 버튼이 있는지 확인합니다. 보안 텍스트 필드는 다시 입력을 시작하면 iOS가 내용을 모두 지우고, 오른쪽 끝에 암호를 보여 주는 버튼을 두는 경우가 많아 확인하지 않습니다.",
            en: "A clear button lets people erase a field's whole content with one tap instead of pressing Delete over and over. Checks that every text field other than a secure one shows a clear button at its right end; iOS empties a secure field when people start typing into it again, and its right end often holds a button that shows the password."),
        examples: [
            .passing(Localized(ko: "지우기 버튼이 있는 필드", en: "A field with a clear button"),
                     Screen(content: [.textField(TextField(contentType: .name, hasClearButton: true, placeholder: "이름", text: "김민지"))])),
            .failing(Localized(ko: "지우기 버튼이 없는 필드", en: "A field without a clear button"),
                     Screen(content: [.textField(TextField(contentType: .name, hasClearButton: false, placeholder: "Name", text: "Jordan Lee"))]),
                     at: "content[0].text-field.clear-button"),
            .passing(Localized(ko: "지우기 버튼이 없는 보안 텍스트 필드", en: "A secure text field without a clear button"),
                     Screen(content: [.textField(TextField(contentType: .password, isSecure: true, hasClearButton: false, placeholder: "Password"))])),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, !field.hasClearButton, !field.isSecure else { return nil }
                return Finding(path.key("clear-button"), Localized(
                    ko: "텍스트 필드에 지우기 버튼이 없습니다. 필드의 오른쪽 끝에 지우기 버튼을 두어 내용을 한 번에 지울 수 있게 하세요.",
                    en: "The text field has no clear button; show one at its right end so people can erase the content in one tap."))
            }
        }
    )
}
