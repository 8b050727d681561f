import Foundation

/// The texts the Interface Builder importer reports, in one place.
enum InterfaceBuilderMessage {
    static func notWellFormed(at position: SourcePosition, _ reason: String) -> ImportProblem {
        ImportProblem(position: position, message: "not a well-formed storyboard: \(reason)")
    }

    static func notInterfaceBuilder(at position: SourcePosition, root: String) -> ImportProblem {
        ImportProblem(position: position,
                      message: "not an Interface Builder document: the root element is <\(root)>, not <document>")
    }
}

/// What XMLParser's error codes mean, in words (on Linux its errors carry no description).
///
/// The codes are libxml2's (`xmlParserErrors`), which XMLParser passes on as they are on every
/// platform; swift-corelibs-foundation's `XMLParser.ErrorCode` numbers them one lower, so it
/// is not used here.
enum XMLErrorText {
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "the XML parser stopped without saying why" }
        let code = (error as NSError).code
        return text[code].map { "\($0) (XML error \(code))" } ?? "XML error \(code)"
    }

    private static let text: [Int: String] = [
        3: "no XML document starts here",
        4: "no XML document found",
        5: "the file ends before its elements are closed",
        9: "a character XML does not allow",
        23: "an entity reference without its ';'",
        26: "an undeclared entity",
        38: "a '<' inside an attribute value",
        39: "an attribute value without its opening quote",
        40: "an attribute value without its closing quote",
        41: "an attribute without a value",
        42: "an attribute written twice",
        73: "a tag without its '>'",
        76: "an end tag that does not match its start tag",
        77: "an unfinished tag",
        85: "start and end tags do not balance",
        86: "content after the document's end",
        89: "entities that expand without end",
    ]
}
