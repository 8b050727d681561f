import HIGControls

/// A field for a password, an email address, a phone number or a one-time code says so, so
/// that AutoFill can offer what belongs there.
enum TextFieldContentTypeRule {
    /// Words of a label or placeholder that name a content type, checked in this order (a
    /// "verification code" is not a password, though both may say "code").
    static let words: [(TextField.ContentType, [String])] = [
        (.oneTimeCode, ["verification code", "one-time code", "인증 번호", "인증번호", "인증 코드"]),
        (.password, ["password", "passcode", "암호", "비밀번호"]),
        (.email, ["email", "e-mail", "이메일", "@"]),
        (.phone, ["phone number", "mobile number", "전화번호", "휴대폰 번호", "휴대전화 번호"]),
    ]

    /// The content type a field's words or masking point to, when its own content type is plain text.
    static func expectedContentType(of field: TextField) -> TextField.ContentType? {
        guard field.contentType == .text else { return nil }
        let text = [field.label, field.placeholder].compactMap { $0?.lowercased() }.joined(separator: " ")
        if let match = words.first(where: { _, words in words.contains { text.contains($0) } }) { return match.0 }
        return field.isSecure ? .password : nil
    }

    static let rule = Rule(
        id: "text-field.content-type", component: .textField, severity: .warning,
        guideline: GuidelineReference("controls/text-fields", "content-type"),
        title: Localized(ko: "자동 완성이 알아보도록 내용 유형 밝히기", en: "A content type that AutoFill understands"),
        summary: Localized(
            ko: "필드의 내용 유형을 밝혀 두면 iOS가 저장된 암호, 이메일 주소, 전화번호를 자동 완성으로 제안하고, 메시지로 받은 인증 번호를 키보드 위에 띄워 줍니다. 레이블이나 플레이스홀더 텍스트가 암호, 이메일, 전화번호, 인증 번호를 묻거나 입력을 가리는 필드인데 내용 유형이 일반 텍스트(text)로 남아 있는지 확인합니다.",
            en: "A field that states its content type lets iOS offer saved passwords, email addresses, and phone numbers through AutoFill, and show a verification code from Messages above the keyboard. Checks for fields whose label or placeholder asks for a password, email address, phone number, or verification code, or that mask their input, but whose content type is left as plain text."),
        examples: [
            .passing(Localized(ko: "내용 유형을 밝힌 로그인 필드", en: "Sign-in fields that state their content types"),
                     Screen(content: [.textField(TextField(contentType: .email, placeholder: "Email")),
                                      .textField(TextField(contentType: .password, placeholder: "Password"))])),
            .passing(Localized(ko: "일반 텍스트로 받는 닉네임", en: "A nickname as plain text"),
                     Screen(content: [.textField(TextField(placeholder: "닉네임"))])),
            .failing(Localized(ko: "내용 유형이 없는 보안 텍스트 필드", en: "A secure text field with no content type"),
                     Screen(content: [.textField(TextField(isSecure: true, placeholder: "Password"))])),
            .failing(Localized(ko: "일반 텍스트로 받는 인증 번호", en: "A verification code as plain text"),
                     Screen(content: [.textField(TextField(keyboard: .numberPad, placeholder: "인증 번호 6자리"))])),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, let expected = expectedContentType(of: field) else { return nil }
                let (ko, en): (String, String) = switch expected {
                case .password: ("암호", "a password")
                case .email: ("이메일 주소", "an email address")
                case .phone: ("전화번호", "a phone number")
                case .oneTimeCode: ("인증 번호", "a verification code")
                default: (expected.rawValue, expected.rawValue)
                }
                return Finding(path.key("content"), Localized(
                    ko: "\(ko)를 받는 필드의 내용 유형이 일반 텍스트입니다. content: \(expected.rawValue)로 밝혀 자동 완성이 알맞은 값을 제안하게 하세요.",
                    en: "This field asks for \(en) but its content type is plain text; set content: \(expected.rawValue) so AutoFill can offer the right value."))
            }
        }
    )
}
