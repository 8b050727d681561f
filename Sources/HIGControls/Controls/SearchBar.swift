/// A search field with optional cancel button, scope bar, tokens and suggestions.
public struct SearchBar: Hashable, Sendable, Codable {
    public var placeholder: String?
    public var text: String?
    public var hasClearButton: Bool
    public var hasCancelButton: Bool
    /// The scope bar's segments, if it has one.
    public var scopes: [String]
    /// A line of guidance above the field.
    public var prompt: String?
    /// The tokens in the field, before the text (`UISearchTextField.tokens`, SwiftUI's
    /// `searchable(text:tokens:…)`); an importer that sees a field take tokens whose titles the
    /// source does not fix writes one `…`.
    public var tokens: [String]
    /// The suggestions listed under the field (`searchSuggestions`, suggested tokens); `…` for
    /// suggestions the source builds at run time.
    public var suggestions: [String]
    /// A heading over the suggestions ("Recent Searches").
    public var suggestionsTitle: String?

    public init(placeholder: String? = nil, text: String? = nil, hasClearButton: Bool = true, hasCancelButton: Bool = false,
                scopes: [String] = [], prompt: String? = nil, tokens: [String] = [], suggestions: [String] = [],
                suggestionsTitle: String? = nil) {
        self.placeholder = placeholder
        self.text = text
        self.hasClearButton = hasClearButton
        self.hasCancelButton = hasCancelButton
        self.scopes = scopes
        self.prompt = prompt
        self.tokens = tokens
        self.suggestions = suggestions
        self.suggestionsTitle = suggestionsTitle
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case placeholder, text
        case clearButton = "clear-button"
        case cancelButton = "cancel-button"
        case scopes, prompt, tokens, suggestions
        case suggestionsTitle = "suggestions-title"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(placeholder: try c.decodeIfPresent(String.self, forKey: .placeholder), text: try c.decodeIfPresent(String.self, forKey: .text),
                  hasClearButton: try c.decode(.clearButton, default: true), hasCancelButton: try c.decode(.cancelButton, default: false),
                  scopes: try c.decode(.scopes, default: []), prompt: try c.decodeIfPresent(String.self, forKey: .prompt),
                  tokens: try c.decode(.tokens, default: []), suggestions: try c.decode(.suggestions, default: []),
                  suggestionsTitle: try c.decodeIfPresent(String.self, forKey: .suggestionsTitle))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(placeholder, forKey: .placeholder)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(hasClearButton, forKey: .clearButton, unless: true)
        try c.encode(hasCancelButton, forKey: .cancelButton, unless: false)
        try c.encodeUnlessEmpty(scopes, forKey: .scopes)
        try c.encodeIfPresent(prompt, forKey: .prompt)
        try c.encodeUnlessEmpty(tokens, forKey: .tokens)
        try c.encodeUnlessEmpty(suggestions, forKey: .suggestions)
        try c.encodeIfPresent(suggestionsTitle, forKey: .suggestionsTitle)
    }
}
