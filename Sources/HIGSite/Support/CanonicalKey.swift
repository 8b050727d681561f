/// A string as a set or dictionary key, compared and hashed by the UTF-8 bytes of its NFC form.
///
/// Two keys are equal exactly when their strings are (Swift compares strings by canonical
/// equivalence), but text that is already NFC — ASCII, precomposed Hangul, every slug — is
/// hashed as bytes, without the normalising pass String's own hash makes over non-ASCII text
/// (4 % of a build's instructions went to hashing Korean anchors that way).
struct CanonicalKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text.nfc
    }

    func hash(into hasher: inout Hasher) {
        hasher.combineUTF8(of: text)
    }

    static func == (left: CanonicalKey, right: CanonicalKey) -> Bool {
        left.text.utf8.count == right.text.utf8.count && left.text.utf8.elementsEqual(right.text.utf8)
    }
}
