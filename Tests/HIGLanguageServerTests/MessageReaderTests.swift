import Foundation
import Testing
@testable import HIGLanguageServer

/// The framing of the base protocol, and its bounds.
@Suite("LSP message framing")
struct MessageReaderTests {
    @Test func messagesArriveWholeHoweverTheBytesAreSplit() throws {
        let stream = Data("Content-Length: 7\r\n\r\n{\"a\":1}Content-Type: x\r\ncontent-length:2\r\n\r\n{}".utf8)
        for split in 1..<stream.count {
            var reader = MessageReader()
            var bodies: [String] = []
            for part in [stream[..<split], stream[split...]] {
                reader.append(Data(part))
                while let body = try reader.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            }
            #expect(bodies == ["{\"a\":1}", "{}"], "split at \(split)")
        }
    }

    @Test func aHeaderWithoutEndIsRefusedAtItsBound() {
        var reader = MessageReader()
        reader.append(Data(repeating: UInt8(ascii: "a"), count: MessageReader.maximumHeader + 1))
        #expect(throws: MessageReader.FramingError.headerTooLong) { try reader.next() }
    }

    @Test func lengthsAreChecked() {
        var missing = MessageReader()
        missing.append(Data("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageReader.FramingError.missingLength) { try missing.next() }
        var bad = MessageReader()
        bad.append(Data("Content-Length: -3\r\n\r\n".utf8))
        #expect(throws: MessageReader.FramingError.badLength("-3")) { try bad.next() }
        var large = MessageReader()
        large.append(Data("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect(throws: MessageReader.FramingError.bodyTooLarge(99_999_999_999)) { try large.next() }
    }

    @Test func aResponseCarriesANullResultAndAnError() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Response<Bool>(id: .number(3))), as: UTF8.self) == #"{"id":3,"jsonrpc":"2.0","result":null}"#)
        #expect(String(decoding: try encoder.encode(Response<Bool>(id: .string("x"), error: .methodNotFound("a/b"))), as: UTF8.self)
                == #"{"error":{"code":-32601,"message":"no method 'a\/b'"},"id":"x","jsonrpc":"2.0"}"#)
    }
}
