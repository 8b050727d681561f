/// A single-line text field.
public struct TextField: Hashable, Sendable, Codable {
    public enum ContentType: String, KebabCaseEnum {
        case text, name, email, password, phone, url, number, search
        case oneTimeCode = "one-time-code"
    }

    public enum Keyboard: String, KebabCaseEnum {
        case `default`, ascii, email
        case phonePad = "phone-pad"
        case url
        case numberPad = "number-pad"
        case decimalPad = "decimal-pad"
        case webSearch = "web-search"
    }

    public var contentType: ContentType
    public var keyboard: Keyboard
    public var isSecure: Bool
    public var hasClearButton: Bool
    public var placeholder: String?
    public var label: String?
    public var text: String?

    public init(contentType: ContentType = .text, keyboard: Keyboard = .default, isSecure: Bool = false,
                hasClearButton: Bool = true, placeholder: String? = nil, label: String? = nil, text: String? = nil) {
        self.contentType = contentType
        self.keyboard = keyboard
        self.isSecure = isSecure
        self.hasClearButton = hasClearButton
        self.placeholder = placeholder
        self.label = label
        self.text = text
    }

    /// The keyboards that suit a content type; empty when any keyboard does.
    public static func suitableKeyboards(for contentType: ContentType) -> [Keyboard] {
        switch contentType {
        case .email: [.email]
        case .phone: [.phonePad]
        case .url: [.url]
        case .number, .oneTimeCode: [.numberPad, .decimalPad]
        case .search: [.webSearch, .default]
        case .text, .name, .password: []
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case content, keyboard, secure
        case clearButton = "clear-button"
        case placeholder, label, text
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let content = try c.decode(.content, default: ContentType.text)
        self.init(contentType: content,
                  keyboard: try c.decode(.keyboard, default: Self.suitableKeyboards(for: content).first ?? .default),
                  isSecure: try c.decode(.secure, default: content == .password),
                  hasClearButton: try c.decode(.clearButton, default: true),
                  placeholder: try c.decodeIfPresent(String.self, forKey: .placeholder),
                  label: try c.decodeIfPresent(String.self, forKey: .label), text: try c.decodeIfPresent(String.self, forKey: .text))
    }

    /// `keyboard` and `secure` only where the content type does not imply them.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(contentType, forKey: .content, unless: .text)
        try c.encode(keyboard, forKey: .keyboard, unless: Self.suitableKeyboards(for: contentType).first ?? .default)
        try c.encode(isSecure, forKey: .secure, unless: contentType == .password)
        try c.encode(hasClearButton, forKey: .clearButton, unless: true)
        try c.encodeIfPresent(placeholder, forKey: .placeholder)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(text, forKey: .text)
    }
}
