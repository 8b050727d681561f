import HIGControls

/// A field for a password, an email address, a phone number or a one-time code says so, so
/// that AutoFill can offer what belongs there.
enum TextFieldContentTypeRule {
    /// Words of a label or placeholder that name a content type, checked in this order (a
    /// "verification code" is not a password, though both may say "code").
    static let passwordWords = ["password", "passcode", "암호", "비밀번호"]
    static let words: [(TextField.ContentType, [String])] = [
        (.oneTimeCode, ["verification code", "one-time code", "인증 번호", "인증번호", "인증 코드"]),
        (.password, passwordWords),
        (.email, ["email", "e-mail", "이메일", "@"]),
        (.phone, ["phone number", "mobile number", "전화번호", "휴대폰 번호", "휴대전화 번호"]),
    ]

    /// The content type a field's words point to, when its own content type is plain text. On a
    /// screen that asks for a password, an email address or a phone number is the account's user
    /// name, whose content type (`username`) the model does not name: those fields are left alone.
    static func expectedContentType(of field: TextField, onSignInScreen signIn: Bool) -> TextField.ContentType? {
        guard field.contentType == .text, let match = words.first(where: { _, words in words.contains { field.mentions($0) } })?.0 else {
            return nil
        }
        return signIn && (match == .email || match == .phone) ? nil : match
    }

    /// Whether the screen has a field for a password: a sign-in or sign-up form.
    static func asksForPassword(_ screen: Screen) -> Bool {
        screen.elements.contains { _, element in
            guard case .textField(let field) = element else { return false }
            return field.contentType == .password || field.isSecure || passwordWords.contains { field.mentions($0) }
        }
    }

    static let rule = Rule(
        id: "text-field.content-type", component: .textField, severity: .warning,
        guideline: GuidelineReference("controls/text-fields", "content-type"),
        title: Localized(ko: "자동 완성이 알아보도록 내용 유형 밝히기", en: "A content type that AutoFill understands"),
        summary: Localized(
            ko: "필드의 내용 유형을 밝혀 두면 iOS가 저장된 암호, 이메일 주소, 전화번호를 자동 완성으로 제안하고, 메시지로 받은 인증 번호를 키보드 위에 띄워 줍니다. 레이블이나 플레이스홀더 텍스트가 암호, 이메일 주소, 전화번호, 인증 번호를 묻는데 내용 유형이 일반 텍스트(text)로 남은 필드를 찾습니다. 암호를 묻는 화면의 이메일과 전화번호 필드는 계정의 사용자 이름(username)일 수 있는데, 모델에는 이 유형이 없으므로 확인하지 않습니다.",
            en: "A field that states its content type lets iOS offer saved passwords, email addresses, and phone numbers through AutoFill, and show a verification code from Messages above the keyboard. Checks for fields whose label or placeholder asks for a password, email address, phone number, or verification code but whose content type is left as plain text. On a screen that asks for a password, an email or phone field may be the account's user name (username), a type the model doesn't name, so those fields aren't checked."),
        examples: [
            .passing(Localized(ko: "내용 유형을 밝힌 로그인 필드", en: "Sign-in fields that state their content types"),
                     Screen(content: [.textField(TextField(contentType: .email, placeholder: "Email")),
                                      .textField(TextField(contentType: .password, placeholder: "Password"))])),
            .passing(Localized(ko: "일반 텍스트로 받는 닉네임", en: "A nickname as plain text"),
                     Screen(content: [.textField(TextField(placeholder: "닉네임"))])),
            .passing(Localized(ko: "로그인 화면에서 사용자 이름이 되는 이메일", en: "An email address as the user name of a sign-in screen"),
                     Screen(content: [.textField(TextField(keyboard: .email, placeholder: "이메일")),
                                      .textField(TextField(contentType: .password, placeholder: "암호"))])),
            .failing(Localized(ko: "내용 유형이 없는 보안 텍스트 필드", en: "A secure text field with no content type"),
                     Screen(content: [.textField(TextField(isSecure: true, placeholder: "Password"))]),
                     at: "content[0].text-field.content"),
            .failing(Localized(ko: "내용 유형이 없는 연락처 이메일", en: "A contact email with no content type"),
                     Screen(content: [.textField(TextField(keyboard: .email, placeholder: "name@example.com", label: "Email"))]),
                     at: "content[0].text-field.content"),
            .failing(Localized(ko: "일반 텍스트로 받는 인증 번호", en: "A verification code as plain text"),
                     Screen(content: [.textField(TextField(keyboard: .numberPad, placeholder: "인증 번호 6자리"))]),
                     at: "content[0].text-field.content"),
        ],
        check: { screen in
            let signIn = asksForPassword(screen)
            return screen.elements.compactMap { path, element in
                guard case .textField(let field) = element, let expected = expectedContentType(of: field, onSignInScreen: signIn) else { return nil }
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

extension TextField {
    /// Whether the label or placeholder contains `word`, ignoring case.
    func mentions(_ word: String) -> Bool {
        [label, placeholder].contains { $0?.lowercased().contains(word) == true }
    }
}
