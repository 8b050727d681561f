import HIGControls
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file into a tree of `InterfaceBuilderNode`s with XMLParser, or
/// says why it is not a storyboard at all.
///
/// Safety before anything is parsed: the text must be UTF-8 (Interface Builder writes nothing
/// else), and a document type declaration is refused outright, since Interface Builder never
/// writes one and it is where entity bombs (billion laughs, quadratic blow-up) and external
/// entities live. External entities are not resolved either way. While parsing: elements nested
/// past `maximumDepth` stop it, since every reader of the tree walks it by calling itself (ten
/// thousand levels overflowed the stack, issue 34).
enum InterfaceBuilderXMLReader {
    /// The depth libxml2 allows the trees it builds itself (`xmlParserMaxDepth`), which XMLParser's
    /// callbacks do not meet (a XIB 20,000 deep went through). Interface Builder nests a view in
    /// its superview's `<subviews>`, two levels a view: examples/storyboard's Main.storyboard
    /// goes 14 deep, and a layout nested a hundred views deep is past what anyone draws.
    static let maximumDepth = 256

    enum Outcome {
        case document(InterfaceBuilderNode, SourceLines)
        case problem(ImportProblem)
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        if let offset = firstInvalidUTF8(in: bytes) {
            let valid = String(decoding: bytes[..<offset], as: UTF8.self)
            let position = SourceLines(valid).position(ofByteOffset: valid.utf8.count)
            return .problem(InterfaceBuilderMessage.notWellFormed(at: position, Localized(ko: "파일이 UTF-8 텍스트가 아닙니다(바이트 \(offset))",
                                                                                        en: "the file is not UTF-8 text (byte \(offset))")))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = SourceLines(text)
        if let offset = doctypeOffset(in: bytes) {
            return .problem(InterfaceBuilderMessage.notWellFormed(
                at: lines.position(ofByteOffset: offset),
                Localized(ko: "문서 유형(<!DOCTYPE>)을 선언합니다. Interface Builder는 이를 쓰지 않으며, higsite도 읽지 않습니다",
                          en: "it declares a document type (<!DOCTYPE>), which Interface Builder never writes and higsite does not read")))
        }
        let delegate = Delegate(locator: InterfaceBuilderTagLocator(bytes: bytes, lines: lines))
        // In pieces, from a stream: libxml2 refuses a document handed to it whole past
        // 10,000,000 bytes (XML error 1, "huge input lookup") unless told it may be huge, which
        // XMLParser cannot say; fed piece by piece, it reads storyboards of any size.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let parsed = parser.parse()
        if let error = delegate.error {
            return .problem(InterfaceBuilderMessage.notWellFormed(at: error.position, error.message))
        }
        guard parsed, let root = delegate.root else {
            let position = SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .problem(InterfaceBuilderMessage.notWellFormed(at: position, XMLErrorText.describe(parser.parserError)))
        }
        return .document(root, lines)
    }

    /// The byte offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Where a `<!DOCTYPE` stands in the prolog (after the XML declaration, comments and
    /// processing instructions, before the root element), if there is one.
    static func doctypeOffset(in bytes: [UInt8]) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func starts(with text: String, at offset: Int) -> Bool {
            bytes[offset...].starts(with: text.utf8)
        }
        func skip(past terminator: String, from offset: Int) -> Int {
            let end = Array(terminator.utf8)
            var index = offset
            while index < bytes.count, !bytes[index...].starts(with: end) { index += 1 }
            return index + end.count
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "<"):
                if starts(with: "<?", at: index) {
                    index = skip(past: "?>", from: index + 2)
                } else if starts(with: "<!--", at: index) {
                    index = skip(past: "-->", from: index + 4)
                } else if starts(with: "<!DOCTYPE", at: index) || starts(with: "<!doctype", at: index) {
                    return index
                } else {
                    return nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// Builds the tree as XMLParser reports elements; keeps only the first error.
    private final class Delegate: NSObject, XMLParserDelegate {
        var locator: InterfaceBuilderTagLocator
        var stack: [InterfaceBuilderNode] = []
        var root: InterfaceBuilderNode?
        var error: (position: SourcePosition, message: Localized)?

        init(locator: InterfaceBuilderTagLocator) {
            self.locator = locator
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let position = locator.startOfTag(named: qualifiedName ?? elementName, reportedLine: parser.lineNumber,
                                              column: parser.columnNumber)
            guard stack.count < InterfaceBuilderXMLReader.maximumDepth else {
                if error == nil {
                    let depth = InterfaceBuilderXMLReader.maximumDepth
                    error = (position, Localized(ko: "요소가 \(depth)단계보다 깊이 중첩되어 있습니다. Interface Builder는 훨씬 얕게 쓰며, "
                                                     + "higsite는 더 깊이 읽지 않습니다",
                                                 en: "elements nested more than \(depth) levels deep; "
                                                     + "Interface Builder writes far fewer, and higsite reads no deeper"))
                }
                parser.abortParsing()
                return
            }
            stack.append(InterfaceBuilderNode(name: elementName, attributes: attributes, position: position))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard error == nil else { return }
            error = (SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                     XMLErrorText.describe(parseError))
        }
    }
}
