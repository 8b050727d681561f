import Foundation
import HIGControls
import HIGSite

extension LanguageServer {
    /// Sends every open document's diagnostics from the last check.
    func publishOpenDocuments() {
        let byFile = Dictionary(grouping: session.report?.diagnostics ?? [], by: \.file)
        for uri in documents.keys.sorted() {
            guard let file = contentFile(uri) else { continue }
            let text = documentText(uri)
            publish(uri, (byFile[file.displayPath] ?? []).map { lspDiagnostic($0, in: text) })
        }
    }

    func publish(_ uri: String, _ diagnostics: [LSPDiagnostic]) {
        send(Notification(method: "textDocument/publishDiagnostics", params: PublishDiagnosticsParams(uri: uri, diagnostics: diagnostics)))
    }

    /// A diagnostic as the editor shows it: over the text its fix replaces, or from its position
    /// to the end of the link or line; notes follow the message.
    func lspDiagnostic(_ diagnostic: Diagnostic, in text: DocumentText) -> LSPDiagnostic {
        let range: Range
        if let fix = diagnostic.fix {
            range = Range(start: text.position(fix.range.start), end: text.position(fix.range.end))
        } else if let location = diagnostic.location {
            range = Range(start: text.position(location), end: text.position(text.end(of: location)))
        } else {
            range = Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
        return LSPDiagnostic(range: range, severity: diagnostic.severity == .error ? 1 : 2, code: diagnostic.code, message: message)
    }

    /// The editor's text of an open document, or the file's text on disk.
    func documentText(_ uri: String) -> DocumentText {
        if let text = documents[uri] { return DocumentText(text) }
        let data = URL(string: uri).flatMap { try? Data(contentsOf: $0) } ?? Data()
        return DocumentText(String(decoding: data, as: UTF8.self))
    }

    /// A quick fix for each diagnostic of the document with a fix that touches `range`.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        checkPending()
        let uri = params.textDocument.uri
        guard let file = contentFile(uri) else { return [] }
        let text = documentText(uri)
        var seen = Set<Fix>()
        return (session.report?.diagnostics ?? []).compactMap { diagnostic -> CodeAction? in
            guard diagnostic.file == file.displayPath, let fix = diagnostic.fix else { return nil }
            let edit = TextEdit(range: Range(start: text.position(fix.range.start), end: text.position(fix.range.end)), newText: fix.new)
            guard edit.range.intersects(params.range), seen.insert(fix).inserted else { return nil }
            return CodeAction(title: "Replace '\(fix.old)' with '\(fix.new)'", diagnostics: [lspDiagnostic(diagnostic, in: text)],
                              edit: WorkspaceEdit(changes: [uri: [edit]]))
        }
    }
}
