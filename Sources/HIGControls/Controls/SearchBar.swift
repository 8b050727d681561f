/// A search field with optional cancel button and scope bar.
public struct SearchBar: Hashable, Sendable, Codable {
    public var placeholder: String?
    public var text: String?
    public var hasClearButton: Bool
    public var hasCancelButton: Bool
    /// The scope bar's segments, if it has one.
    public var scopes: [String]
    /// A line of guidance above the field.
    public var prompt: String?

    public init(placeholder: String? = nil, text: String? = nil, hasClearButton: Bool = true, hasCancelButton: Bool = false,
                scopes: [String] = [], prompt: String? = nil) {
        self.placeholder = placeholder
        self.text = text
        self.hasClearButton = hasClearButton
        self.hasCancelButton = hasCancelButton
        self.scopes = scopes
        self.prompt = prompt
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case placeholder, text
        case clearButton = "clear-button"
        case cancelButton = "cancel-button"
        case scopes, prompt
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(placeholder: try c.decodeIfPresent(String.self, forKey: .placeholder), text: try c.decodeIfPresent(String.self, forKey: .text),
                  hasClearButton: try c.decode(.clearButton, default: true), hasCancelButton: try c.decode(.cancelButton, default: false),
                  scopes: try c.decode(.scopes, default: []), prompt: try c.decodeIfPresent(String.self, forKey: .prompt))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(placeholder, forKey: .placeholder)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(hasClearButton, forKey: .clearButton, unless: true)
        try c.encode(hasCancelButton, forKey: .cancelButton, unless: false)
        try c.encodeUnlessEmpty(scopes, forKey: .scopes)
        try c.encodeIfPresent(prompt, forKey: .prompt)
    }
}
