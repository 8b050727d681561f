/// Why a key of a screen description was refused: it names no setting or control of the
/// mapping it is in. The `underlyingError` of the `DecodingError` (whose text already says
/// "did you mean …"), so that a reader that knows where the key is written can offer to
/// replace it with the one close known name (`higsite check --fix`, the language server).
public struct UnknownName: Error, Hashable, Sendable {
    /// The key as written.
    public let name: String
    /// Every name the mapping takes there.
    public let known: [String]

    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }
}
