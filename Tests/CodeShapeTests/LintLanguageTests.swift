import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// What `higsite lint` tells people speaks the run's language (issue 40): every text of the
/// importers (each unknown's what and why) and of lint's own lines is one `Localized` value,
/// written once where the code decides it. This reads every such value in the source, so a
/// reason added in English alone, or Korean left in English, fails here with its place.
@Suite struct LintLanguageTests {
    /// Where lint's texts for people are written.
    static let folders = ["HIGAppImport/", "HIGSite/Lint/", "higsite/Lint"]

    @Test func everyLintTextHasKoreanInHangulAndEnglishWithout() throws {
        var wrong: [String] = []
        var count = 0
        for file in try SourceFile.all() where Self.folders.contains(where: { file.path.hasPrefix($0) }) {
            let finder = LocalizedTexts(converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            finder.walk(file.tree)
            count += finder.found.count
            for text in finder.found {
                // The one empty pair on purpose: a part's unknown, named by the part that holds it.
                if text.ko.isEmpty && text.en.isEmpty { continue }
                if !text.ko.unicodeScalars.contains(where: Self.isHangul) {
                    wrong.append("\(file.path):\(text.line): Korean without Hangul: \(text.ko)")
                }
                if text.en.unicodeScalars.contains(where: Self.isHangul) || !text.en.contains(where: \.isLetter) {
                    wrong.append("\(file.path):\(text.line): English with Hangul or no words: \(text.en)")
                }
            }
        }
        #expect(count > 150, "found only \(count) texts; has the code stopped writing them as Localized(ko:en:)?")
        #expect(wrong.isEmpty, "\(wrong.count) texts:\n\(wrong.joined(separator: "\n"))")
    }

    /// An unknown or a lint line in English alone would be a plain string passed as `what:`/`why:`:
    /// those parameters take `Localized`, so this holds by the compiler; the check above holds
    /// what each `Localized` says.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }
}

/// The literal text of each `Localized(ko: …, en: …)`: every string segment of each argument
/// (both sides of a `+` or a `?:`, the literals inside interpolations).
final class LocalizedTexts: SyntaxVisitor {
    struct Text {
        var line: Int
        var ko: String
        var en: String
    }

    let converter: SourceLocationConverter
    var found: [Text] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        guard node.calledExpression.trimmedDescription == "Localized", labels == ["ko", "en"] else { return .visitChildren }
        let arguments = Array(node.arguments)
        found.append(Text(line: node.startLocation(converter: converter).line,
                          ko: Self.literal(arguments[0].expression), en: Self.literal(arguments[1].expression)))
        return .visitChildren
    }

    static func literal(_ expression: ExprSyntax) -> String {
        expression.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isStringSegment }.map(\.text).joined()
    }
}

extension TokenKind {
    var isStringSegment: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}
