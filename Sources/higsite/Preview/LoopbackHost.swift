/// The Host values the preview answers: a page of another site that makes its own name resolve
/// to 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
enum LoopbackHost {
    static let names = ["127.0.0.1", "localhost", "[::1]"]

    /// Whether `host` (a Host field's value) is a loopback name, with `port` or no port.
    static func accepts(_ host: String?, port: UInt16) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return names.contains { host == $0 || host == "\($0):\(port)" }
    }
}
