import Foundation

/// A request's method, target and the header fields the preview reads, parsed from a complete
/// head (``RequestHeadBuffer``). Anything outside HTTP/1.1's grammar is refused, so nothing
/// from the request reaches a response header unchecked.
struct RequestHead: Equatable, Sendable {
    var method: String
    var target: RequestTarget
    /// The Host field's value, if the request has one.
    var host: String?
    /// Whether the request says a body follows (which the preview never reads).
    var declaresBody: Bool

    init(method: String, target: RequestTarget, host: String?, declaresBody: Bool = false) {
        self.method = method
        self.target = target
        self.host = host
        self.declaresBody = declaresBody
    }

    init(parsing head: ArraySlice<UInt8>) throws(RequestError) {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        // Empty lines before the request line are ignored; the last ones end the head.
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .malformedRequestLine }

        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else { throw .malformedRequestLine }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else { throw .targetNotVisibleASCII }
        guard parts[1].first == UInt8(ascii: "/") else { throw .targetNotAPath }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw version.hasPrefix("HTTP/") ? .unsupportedVersion : .malformedRequestLine
        }
        method = String(decoding: parts[0], as: UTF8.self)
        target = RequestTarget(String(decoding: parts[1], as: UTF8.self))

        host = nil
        declaresBody = false
        for line in lines.dropFirst() {
            let (name, value) = try Self.field(line)
            switch name {
            case "host":
                guard host == nil else { throw .duplicateHost }
                host = value
            case "content-length":
                declaresBody = declaresBody || value != "0"
            case "transfer-encoding":
                declaresBody = true
            default:
                break
            }
        }
    }

    /// A header line's name, lowercased, and its value without the spaces around it.
    private static func field(_ line: ArraySlice<UInt8>) throws(RequestError) -> (String, String) {
        // A line starting with a space would continue the previous one (obsolete line folding).
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[..<colon].allSatisfy(isTokenByte) else { throw .malformedHeaderField }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
        guard value.allSatisfy({ $0 == 0x09 || $0 >= 0x20 && $0 != 0x7F }) else { throw .malformedHeaderField }
        return (String(decoding: line[..<colon], as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self))
    }

    /// A byte of a method or field name (RFC 9110's `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
