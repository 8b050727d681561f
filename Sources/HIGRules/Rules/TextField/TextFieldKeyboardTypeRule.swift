import HIGControls

/// The keyboard suits the content the field expects.
enum TextFieldKeyboardTypeRule {
    static let rule = Rule(
        id: "text-field.keyboard-type", component: .textField, severity: .warning,
        guideline: GuidelineReference("controls/text-fields", "keyboard-type"),
        title: Localized(ko: "내용 유형에 맞는 키보드", en: "A keyboard that matches the content"),
        summary: Localized(
            ko: "필드에 들어갈 내용에 맞는 키보드는 필요한 키를 바로 보여 주어 입력을 간단하게 만듭니다. 이메일 주소, 전화번호, URL, 숫자, 인증 번호, 검색어를 받는 텍스트 필드의 키보드가 그 내용에 알맞은 유형인지 확인합니다.",
            en: "A keyboard that suits the content puts the keys people need within immediate reach. Checks that a text field for an email address, phone number, URL, number, verification code or search terms shows a keyboard that suits that content."),
        examples: [
            .passing(Localized(ko: "이메일 주소 키보드를 쓰는 이메일 필드", en: "An email field with the email address keyboard"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .email, placeholder: "Email"))])),
            .passing(Localized(ko: "전화 키패드를 쓰는 전화번호 필드", en: "A phone number field with the phone pad"),
                     Screen(content: [.textField(TextField(contentType: .phone, keyboard: .phonePad, placeholder: "전화번호"))])),
            .failing(Localized(ko: "기본 키보드를 쓰는 이메일 필드", en: "An email field with the default keyboard"),
                     Screen(content: [.textField(TextField(contentType: .email, keyboard: .default, placeholder: "Email"))]),
                     at: "content[0].text-field.keyboard"),
            .failing(Localized(ko: "기본 키보드를 쓰는 인증 번호 필드", en: "A verification code field with the default keyboard"),
                     Screen(content: [.textField(TextField(contentType: .oneTimeCode, keyboard: .default, placeholder: "인증 번호 6자리"))]),
                     at: "content[0].text-field.keyboard"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element else { return nil }
                let suitable = TextField.suitableKeyboards(for: field.contentType)
                guard !suitable.isEmpty, !suitable.contains(field.keyboard) else { return nil }
                let names = suitable.map(\.rawValue).joined(separator: ", ")
                return Finding(path.key("keyboard"), Localized(
                    ko: "내용 유형이 \(field.contentType.rawValue)인 필드에 \(field.keyboard.rawValue) 키보드를 보여 줍니다. 이 내용에 맞는 키보드(\(names))를 사용하세요.",
                    en: "A field for \(field.contentType.rawValue) content shows the \(field.keyboard.rawValue) keyboard; use a keyboard that suits it (\(names))."))
            }
        }
    )
}
