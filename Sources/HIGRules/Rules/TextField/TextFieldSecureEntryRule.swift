import HIGControls

/// Passwords are typed into a secure text field.
enum TextFieldSecureEntryRule {
    static let rule = Rule(
        id: "text-field.secure-entry", component: .textField, severity: .error,
        guideline: GuidelineReference("controls/text-fields", "secure-entry"),
        title: Localized(ko: "암호는 보안 텍스트 필드로", en: "Secure text fields for passwords"),
        summary: Localized(
            ko: "보안 텍스트 필드는 입력한 문자를 가려 주변 사람이 암호를 읽지 못하게 합니다. 암호를 받는 텍스트 필드가 보안 텍스트 필드인지 확인합니다.",
            en: "A secure text field masks what people type, so others nearby can't read a password. Checks that every text field that asks for a password is a secure text field."),
        examples: [
            .passing(Localized(ko: "보안 텍스트 필드로 받는 암호", en: "A password in a secure text field"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .email, placeholder: "이메일")),
                                      .textField(TextField(contentType: .password, isSecure: true, placeholder: "암호"))])),
            // The typed password is digits: what a person types is theirs, not the interface's words,
            // and digits read the same on a Korean and an English page.
            .failing(Localized(ko: "입력한 암호가 그대로 보이는 필드", en: "A password field that shows what people type"),
                     Screen(content: [.textField(TextField(contentType: .password, isSecure: false, placeholder: "Password", text: "58204913"))]),
                     at: "content[0].text-field.secure"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, field.contentType == .password, !field.isSecure else { return nil }
                return Finding(path.key("secure"), Localized(
                    ko: "암호를 받는 텍스트 필드가 입력한 문자를 그대로 보여 줍니다. 보안 텍스트 필드로 바꿔 주변 사람이 읽지 못하게 하세요(secure: true).",
                    en: "This text field asks for a password but shows what people type; make it a secure text field so others nearby can't read it (secure: true)."))
            }
        }
    )
}
