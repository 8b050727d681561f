/// The languages of the site. Korean is the default: the root page and `x-default` point to it.
public enum Language: String, CaseIterable, Comparable, Sendable {
    case ko, en

    public static let `default`: Language = .ko

    /// The same page in the other language.
    public var other: Language { self == .ko ? .en : .ko }

    /// The language's own name, as shown on the language switch.
    public var nativeName: String {
        switch self {
        case .ko: "한국어"
        case .en: "English"
        }
    }

    /// The language's name in English, for diagnostics (which are written in English).
    public var englishName: String {
        switch self {
        case .ko: "Korean"
        case .en: "English"
        }
    }

    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
