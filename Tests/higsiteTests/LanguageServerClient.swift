import Foundation

/// Drives `higsite lsp` as a child process, the way an editor does: framed JSON-RPC on its
/// standard input, every message it writes collected from its standard output.
final class LanguageServerClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var buffer = Data()
    private var nextID = 0

    init(in folder: URL, arguments: [String] = ["lsp"]) throws {
        process.executableURL = Run.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(handle.availableData)
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        try send(["id": id, "method": method, "params": params])
        return try next { $0["id"] as? Int == id }
    }

    /// The next message `matches` accepts (earlier ones it passes over are dropped).
    func next(timeout: TimeInterval = 20, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) {
                let message = received[index]
                received.removeSubrange(...index)
                return message
            }
            guard condition.wait(until: deadline) else { throw TimedOut() }
        }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try next { ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    struct TimedOut: Error {}

    private func receive(_ data: Data) {
        condition.lock()
        defer { condition.unlock() }
        buffer += data
        while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
            guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
                  buffer.count - headerEnd.upperBound >= length else { break }
            let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
            buffer = Data(buffer[(headerEnd.upperBound + length)...])
            if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { received.append(message) }
        }
        condition.broadcast()
    }
}
