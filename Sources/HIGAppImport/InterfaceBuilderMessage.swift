import Foundation
import HIGControls

/// The texts the Interface Builder importer reports, in one place.
enum InterfaceBuilderMessage {
    static func notWellFormed(at position: SourcePosition, _ reason: Localized) -> ImportProblem {
        ImportProblem(position: position, message: Localized(ko: "올바른 형식의 스토리보드가 아닙니다: \(reason.ko)",
                                                             en: "not a well-formed storyboard: \(reason.en)"))
    }

    static func notInterfaceBuilder(at position: SourcePosition, root: String) -> ImportProblem {
        ImportProblem(position: position,
                      message: Localized(ko: "Interface Builder 문서가 아닙니다: 루트 요소가 <document>가 아니라 <\(root)>입니다",
                                         en: "not an Interface Builder document: the root element is <\(root)>, not <document>"))
    }
}

/// What XMLParser's error codes mean, in words (on Linux its errors carry no description).
///
/// The codes are libxml2's (`xmlParserErrors`), which XMLParser passes on as they are on every
/// platform; swift-corelibs-foundation's `XMLParser.ErrorCode` numbers them one lower, so it
/// is not used here.
enum XMLErrorText {
    static func describe(_ error: (any Error)?) -> Localized {
        guard let error else { return Localized(ko: "XML 파서가 이유 없이 멈췄습니다", en: "the XML parser stopped without saying why") }
        let code = (error as NSError).code
        guard let said = text[code] else { return Localized(ko: "XML 오류 \(code)", en: "XML error \(code)") }
        return Localized(ko: "\(said.ko) (XML 오류 \(code))", en: "\(said.en) (XML error \(code))")
    }

    private static let text: [Int: Localized] = [
        3: Localized(ko: "여기서 시작하는 XML 문서가 없습니다", en: "no XML document starts here"),
        4: Localized(ko: "XML 문서를 찾지 못했습니다", en: "no XML document found"),
        5: Localized(ko: "요소가 닫히기 전에 파일이 끝납니다", en: "the file ends before its elements are closed"),
        9: Localized(ko: "XML이 허용하지 않는 문자가 있습니다", en: "a character XML does not allow"),
        23: Localized(ko: "엔티티 참조 끝에 ';'가 없습니다", en: "an entity reference without its ';'"),
        26: Localized(ko: "선언되지 않은 엔티티가 있습니다", en: "an undeclared entity"),
        38: Localized(ko: "속성 값 안에 '<'가 있습니다", en: "a '<' inside an attribute value"),
        39: Localized(ko: "속성 값에 여는 따옴표가 없습니다", en: "an attribute value without its opening quote"),
        40: Localized(ko: "속성 값에 닫는 따옴표가 없습니다", en: "an attribute value without its closing quote"),
        41: Localized(ko: "값이 없는 속성이 있습니다", en: "an attribute without a value"),
        42: Localized(ko: "같은 속성이 두 번 쓰였습니다", en: "an attribute written twice"),
        73: Localized(ko: "태그에 '>'가 없습니다", en: "a tag without its '>'"),
        76: Localized(ko: "닫는 태그가 여는 태그와 맞지 않습니다", en: "an end tag that does not match its start tag"),
        77: Localized(ko: "끝나지 않은 태그가 있습니다", en: "an unfinished tag"),
        85: Localized(ko: "여는 태그와 닫는 태그의 짝이 맞지 않습니다", en: "start and end tags do not balance"),
        86: Localized(ko: "문서가 끝난 뒤에 내용이 있습니다", en: "content after the document's end"),
        89: Localized(ko: "끝없이 펼쳐지는 엔티티가 있습니다", en: "entities that expand without end"),
    ]
}
