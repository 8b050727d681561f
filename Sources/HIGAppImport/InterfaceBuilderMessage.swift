import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

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
enum XMLErrorText {
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "the XML parser stopped without saying why" }
        let code = (error as NSError).code
        return text[code].map { "\($0) (XML error \(code))" } ?? "XML error \(code)"
    }

    private static let text: [Int: String] = [
        XMLParser.ErrorCode.documentStartError.rawValue: "no XML document starts here",
        XMLParser.ErrorCode.emptyDocumentError.rawValue: "no XML document found",
        XMLParser.ErrorCode.prematureDocumentEndError.rawValue: "the file ends before its elements are closed",
        XMLParser.ErrorCode.invalidCharacterError.rawValue: "a character XML does not allow",
        XMLParser.ErrorCode.entityReferenceMissingSemiError.rawValue: "an entity reference without its ';'",
        XMLParser.ErrorCode.undeclaredEntityError.rawValue: "an undeclared entity",
        XMLParser.ErrorCode.lessThanSymbolInAttributeError.rawValue: "a '<' inside an attribute value",
        XMLParser.ErrorCode.attributeNotStartedError.rawValue: "an attribute value without its opening quote",
        XMLParser.ErrorCode.attributeNotFinishedError.rawValue: "an attribute value without its closing quote",
        XMLParser.ErrorCode.attributeHasNoValueError.rawValue: "an attribute without a value",
        XMLParser.ErrorCode.attributeRedefinedError.rawValue: "an attribute written twice",
        XMLParser.ErrorCode.gtRequiredError.rawValue: "a tag without its '>'",
        XMLParser.ErrorCode.tagNameMismatchError.rawValue: "an end tag that does not match its start tag",
        XMLParser.ErrorCode.unfinishedTagError.rawValue: "an unfinished tag",
        XMLParser.ErrorCode.notWellBalancedError.rawValue: "start and end tags do not balance",
        XMLParser.ErrorCode.extraContentError.rawValue: "content after the document's end",
        XMLParser.ErrorCode.entityRefLoopError.rawValue: "entities that expand without end",
    ]
}
