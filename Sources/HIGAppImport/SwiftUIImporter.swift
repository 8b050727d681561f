import HIGControls
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads SwiftUI source into screens of the control model, with no compiler and no type
/// checking: what the code writes literally is read, what it leaves to run time is reported as
/// unknown rather than guessed.
public enum SwiftUIImporter {
    /// Reads the files of one module together (views are followed by name across files); one
    /// `ImportedFile` per input, in order.
    ///
    /// Each `struct X: View` with a `body` is a screen named `X`, each `#Preview` a screen named
    /// `#Preview "Title"` (or `#Preview (line N)`). A file that is not UTF-8 text, or has a syntax
    /// error, gives one problem and no screens; the other files are read all the same.
    public static func read(_ files: [(path: String, data: [UInt8])]) -> [ImportedFile] {
        var results = files.map { ImportedFile(path: $0.path, kind: .swiftUI) }
        var lines: [SourceLines] = []
        var collectors: [SwiftUIDeclarationCollector?] = []
        for (index, file) in files.enumerated() {
            guard !file.data.contains(0), let text = String(validating: file.data, as: UTF8.self) else {
                results[index].problems.append(ImportProblem(position: nil, message: "not a Swift source file (not UTF-8 text)"))
                lines.append(SourceLines(""))
                collectors.append(nil)
                continue
            }
            let sourceLines = SourceLines(text)
            lines.append(sourceLines)
            if let offset = SwiftBracketDepth.firstTooDeep(file.data) {
                results[index].problems.append(ImportProblem(
                    position: sourceLines.position(ofByteOffset: offset),
                    message: "square brackets nested too deeply (around here); higsite does not read this file, "
                        + "since the Swift parser it uses takes time that doubles with every level of them"))
                collectors.append(nil)
                continue
            }
            let tree = Parser.parse(source: text)
            if tree.hasError {
                results[index].problems.append(syntaxProblem(tree, lines: sourceLines))
                collectors.append(nil)
                continue
            }
            let collector = SwiftUIDeclarationCollector(file: index, lines: sourceLines, text: text)
            collector.walk(tree)
            collectors.append(collector)
        }

        var views: [String: SwiftUIViewDeclaration] = [:]
        for collector in collectors.compactMap({ $0 }) {
            for view in collector.views where views[view.name] == nil { views[view.name] = view }
        }
        let reader = SwiftUIReader(lines: lines, views: views,
                                   textFieldsHaveClearButton: collectors.contains { $0?.setsClearButtonMode == true })
        for (index, collector) in collectors.enumerated() {
            guard let collector else { continue }
            for view in collector.views {
                let position = lines[index].position(ofByteOffset: view.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset)
                // A view that shares its name with an earlier one is read on its own.
                let fragment = views[view.name]?.nameToken.id == view.nameToken.id
                    ? reader.fragment(of: view)
                    : reader.builder(view.body, SwiftUIReader.Context(file: index, owner: view, strings: view.constants))
                results[index].screens.append(SwiftUIScreenAssembly.screen(name: view.name, at: position, file: index, from: fragment, reader: reader))
            }
            for preview in collector.previews {
                let position = lines[index].position(ofByteOffset: preview.poundToken.positionAfterSkippingLeadingTrivia.utf8Offset)
                let fragment = reader.builder(preview.body, SwiftUIReader.Context(file: index))
                results[index].screens.append(SwiftUIScreenAssembly.screen(name: preview.name, at: position, file: index, from: fragment, reader: reader))
            }
        }
        return results
    }

    /// The first syntax error, where it is.
    private static func syntaxProblem(_ tree: SourceFileSyntax, lines: SourceLines) -> ImportProblem {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else {
            return ImportProblem(position: nil, message: "Swift syntax error")
        }
        return ImportProblem(position: lines.position(ofByteOffset: first.position.utf8Offset), message: "Swift syntax error: \(first.message)")
    }
}
