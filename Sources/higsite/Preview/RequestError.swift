/// Why the preview refuses a request: each case is one answer, its status and its text.
enum RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    case requestLineTooLong(limit: Int)
    case headTooLarge(limit: Int)
    case headTimedOut
    case malformedRequestLine
    case targetNotVisibleASCII
    case targetNotAPath
    case unsupportedVersion
    case malformedHeaderField
    case duplicateHost
    case badPercentEncoding
    case nulInPath
    case pathNotUTF8
    case dotSegment
    case hostNotLoopback
    case methodNotAllowed
    case outsideServedFolder

    var status: HTTPStatus {
        switch self {
        case .requestLineTooLong: .uriTooLong
        case .headTooLarge: .requestHeaderFieldsTooLarge
        case .headTimedOut: .requestTimeout
        case .malformedRequestLine, .targetNotVisibleASCII, .targetNotAPath, .malformedHeaderField, .duplicateHost,
             .badPercentEncoding, .nulInPath, .pathNotUTF8, .dotSegment: .badRequest
        case .unsupportedVersion: .httpVersionNotSupported
        case .hostNotLoopback, .outsideServedFolder: .forbidden
        case .methodNotAllowed: .methodNotAllowed
        }
    }

    var description: String {
        switch self {
        case .requestLineTooLong(let limit): "the request line is longer than \(limit) bytes"
        case .headTooLarge(let limit): "the request's header fields are larger than \(limit) bytes"
        case .headTimedOut: "the request did not arrive in time"
        case .malformedRequestLine: "the request line is not 'METHOD /path HTTP/1.1'"
        case .targetNotVisibleASCII: "the request target has bytes other than visible ASCII; percent-encode them"
        case .targetNotAPath: "the request target is not a path starting with '/'"
        case .unsupportedVersion: "only HTTP/1.0 and HTTP/1.1 are served"
        case .malformedHeaderField: "a header field is not 'Name: value'"
        case .duplicateHost: "the request has more than one Host header field"
        case .badPercentEncoding: "the path has a '%' that is not followed by two hexadecimal digits"
        case .nulInPath: "the path holds a NUL byte"
        case .pathNotUTF8: "the path is not UTF-8 once percent-decoded"
        case .dotSegment: "the path has a '.' or '..' segment"
        case .hostNotLoopback: "this preview answers only Host 127.0.0.1, localhost or [::1], with the port it serves"
        case .methodNotAllowed: "only GET and HEAD are served"
        case .outsideServedFolder: "the path leads outside the folder being served"
        }
    }
}
