/// A text in every language of the site: rule titles, messages, mockup labels.
public struct Localized: Hashable, Sendable {
    public var ko: String
    public var en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    public subscript(language: Language) -> String {
        switch language {
        case .ko: ko
        case .en: en
        }
    }
}
