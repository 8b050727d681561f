import HIGControls

/// The interface strings of one language by property name, as templates read them
/// (`{{layout.strings.search}}`). A class, so that reading one string does not copy them all.
final class UIStringTable: TemplateReference, Sendable {
    /// Read once per language through reflection: the strings are many and all plain text, so a
    /// hand-written list would only fall out of date.
    private static let korean = UIStringTable(.ko), english = UIStringTable(.en)

    /// The table of `language`: a switch, since every page reads it for each interface string.
    static func of(_ language: Language) -> UIStringTable {
        switch language {
        case .ko: korean
        case .en: english
        }
    }

    private convenience init(_ language: Language) {
        let pairs = Mirror(reflecting: UIStrings.forLanguage(language)).children.compactMap { child -> (String, String)? in
            guard let label = child.label, let value = child.value as? String else { return nil }
            return (label, value)
        }
        self.init(strings: Dictionary(uniqueKeysWithValues: pairs))
    }

    private let strings: [String: String]

    private init(strings: [String: String]) {
        self.strings = strings
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        strings[key.name].map(TemplateValue.text)
    }
}

extension UIStrings: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(UIStringTable.of(language)) }
}
