import Foundation

/// A request's id: JSON-RPC allows a number or a string.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message has: a method for requests and notifications, an id for requests.
struct Envelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// A message's parameters, decoded once its method is known.
struct Parameters<P: Decodable>: Decodable {
    var params: P
}

/// A reply: `result` (null included, as JSON-RPC requires) or `error`.
struct Response<R: Encodable>: Encodable {
    var id: RequestID?
    var result: R?
    var error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

struct ResponseError: Encodable, Error {
    var code: Int
    var message: String

    static func parse(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError { ResponseError(code: -32601, message: "no method '\(method)'") }
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    static let notInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
}

/// A notification the server sends.
struct Notification<P: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: P
}
