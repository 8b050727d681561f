import HIGControls

/// An empty field hints at what belongs in it.
enum TextFieldPlaceholderRule {
    static func isBlank(_ text: String?) -> Bool { (text ?? "").allSatisfy(\.isWhitespace) }

    static let rule = Rule(
        id: "text-field.placeholder", component: .textField, severity: .warning,
        guideline: GuidelineReference("controls/text-fields", "placeholder"),
        title: Localized(ko: "무엇을 입력할지 플레이스홀더 텍스트로 알리기", en: "Placeholder text that says what to enter"),
        summary: Localized(
            ko: "빈 텍스트 필드에 ‘이메일’이나 ‘암호’ 같은 플레이스홀더 텍스트가 있으면 무엇을 입력해야 하는지 바로 알 수 있습니다. 텍스트 필드에 플레이스홀더 텍스트도, 필드를 설명하는 레이블도 없는지 확인합니다.",
            en: "Placeholder text such as “Email” or “Password” in an empty field tells people at once what belongs there. Checks for text fields that have neither placeholder text nor a label describing them."),
        examples: [
            .passing(Localized(ko: "플레이스홀더 텍스트가 있는 필드", en: "A field with placeholder text"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .email, placeholder: "이메일"))])),
            .passing(Localized(ko: "레이블로 용도를 알리는 필드", en: "A field described by a label"),
                     Screen(content: [.textField(TextField(contentType: .name, label: "Name", text: "Jordan Lee"))])),
            .failing(Localized(ko: "플레이스홀더 텍스트도 레이블도 없는 빈 필드", en: "An empty field with neither placeholder text nor a label"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .email))]),
                     at: "content[0].text-field"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, isBlank(field.placeholder), isBlank(field.label) else { return nil }
                return Finding(path, Localized(
                    ko: "텍스트 필드에 플레이스홀더 텍스트도 레이블도 없어 무엇을 입력할지 알 수 없습니다. ‘이메일’처럼 입력할 내용을 알려 주는 플레이스홀더 텍스트를 넣으세요.",
                    en: "The text field has neither placeholder text nor a label, so nothing says what to enter; add placeholder text such as “Email” that hints at what belongs there."))
            }
        }
    )
}
