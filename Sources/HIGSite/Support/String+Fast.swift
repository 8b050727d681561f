import Foundation

/// Foundation's normalisation bridges through NSString, which made it one of the slowest steps
/// of a build on large sites. This skips that work when the text cannot change (decided over its
/// bytes by the byte layer). It is no twin of a byte algorithm: higsite writes no Unicode
/// normaliser of its own, so text with any other scalar goes to Foundation's.
extension StringProtocol {
    /// NFC. ASCII and precomposed Hangul syllables are already NFC and cannot combine with each
    /// other (a trailing jamo would, and it is outside both ranges), so such text is returned as is.
    var nfc: String {
        isASCIIOrHangulSyllables ? String(self) : String(self).precomposedStringWithCanonicalMapping
    }
}
