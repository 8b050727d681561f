import Foundation

/// The base protocol's framing: `Content-Length: N\r\n\r\n` then N bytes of JSON, with bounds, so
/// a client that sends a header without end or an absurd length cannot make the server read or
/// hold without limit.
struct MessageReader {
    /// A header longer than this is refused (a real one is under a hundred bytes).
    static let maximumHeader = 8 * 1024
    /// A message larger than this is refused: a page's text, however long, is far below it.
    static let maximumBody = 64 * 1024 * 1024

    enum FramingError: Error, Equatable, CustomStringConvertible {
        case headerTooLong
        case missingLength
        case badLength(String)
        case bodyTooLarge(Int)

        var description: String {
            switch self {
            case .headerTooLong: "a message header is longer than \(MessageReader.maximumHeader) bytes"
            case .missingLength: "a message header has no Content-Length"
            case .badLength(let value): "a message header's Content-Length '\(value)' is not a length"
            case .bodyTooLarge(let length): "a message of \(length) bytes is over the limit of \(MessageReader.maximumBody)"
            }
        }
    }

    private var buffer: [UInt8] = []
    private var start = 0

    /// Adds bytes read from the stream.
    mutating func append(_ data: Data) {
        if start > 0 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: data)
    }

    /// The next whole message's body, nil until one has arrived.
    mutating func next() throws(FramingError) -> Data? {
        guard let headerEnd = headerEnd() else {
            if buffer.count - start > Self.maximumHeader { throw .headerTooLong }
            return nil
        }
        guard headerEnd - start <= Self.maximumHeader else { throw .headerTooLong }
        let length = try contentLength(String(decoding: buffer[start..<headerEnd], as: UTF8.self))
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return body
    }

    /// Where the blank line after the header starts.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private func contentLength(_ header: String) throws(FramingError) -> Int {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0 else { throw .badLength(value) }
            guard length <= Self.maximumBody else { throw .bodyTooLarge(length) }
            return length
        }
        throw .missingLength
    }
}

/// Frames one message for the stream.
func framed(_ body: Data) -> Data {
    Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
