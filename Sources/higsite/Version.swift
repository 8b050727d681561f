/// higsite's version, printed by `higsite --version` and written into the man page. Raised by
/// hand with each release: minor for new commands or options, patch for fixes.
enum Version {
    static let current = "0.11.0"
}
