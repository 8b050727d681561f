/// The Language Server Protocol's values that higsite uses, as Codable structs (3.17 names).
struct Position: Codable, Hashable, Comparable {
    /// From 0.
    var line: Int
    /// UTF-16 code units from the line's start, as the protocol counts by default.
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct Range: Codable, Hashable {
    var start: Position
    var end: Position

    func intersects(_ other: Range) -> Bool { start <= other.end && other.start <= end }
}

struct Location: Codable, Hashable {
    var uri: String
    var range: Range
}

struct TextDocumentIdentifier: Codable { var uri: String }

struct TextDocumentItem: Codable {
    var uri: String
    var version: Int?
    var text: String
}

struct DidOpenParams: Codable { var textDocument: TextDocumentItem }

struct ContentChange: Codable { var text: String }

struct DidChangeParams: Codable {
    var textDocument: TextDocumentIdentifier
    var contentChanges: [ContentChange]
}

struct DocumentParams: Codable { var textDocument: TextDocumentIdentifier }

struct PositionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct CodeActionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var range: Range
}

struct LSPDiagnostic: Codable, Hashable {
    var range: Range
    /// 1 error, 2 warning.
    var severity: Int
    var code: String
    var source = "higsite"
    var message: String
}

struct PublishDiagnosticsParams: Codable {
    var uri: String
    var diagnostics: [LSPDiagnostic]
}

struct TextEdit: Codable, Hashable {
    var range: Range
    var newText: String
}

struct WorkspaceEdit: Codable { var changes: [String: [TextEdit]] }

struct CodeAction: Codable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var isPreferred = true
    var edit: WorkspaceEdit
}

struct CompletionItem: Codable {
    var label: String
    /// 17 file, 18 reference, 21 constant, 1 text.
    var kind: Int
    var detail: String
    var textEdit: TextEdit
}

struct CompletionList: Codable {
    var isIncomplete: Bool
    var items: [CompletionItem]
}

struct MarkupContent: Codable {
    var kind = "markdown"
    var value: String
}

struct Hover: Codable { var contents: MarkupContent }

struct DocumentSymbol: Codable {
    var name: String
    var detail: String
    /// 15: string, the kind other Markdown servers give headings.
    var kind = 15
    var range: Range
    var selectionRange: Range
}

struct InitializeResult: Codable {
    struct Capabilities: Codable {
        struct Sync: Codable {
            var openClose = true
            /// 1: the whole text on every change.
            var change = 1
            var save = true
        }

        struct CompletionOptions: Codable {
            var triggerCharacters = ["(", "/", "#", "=", ",", ":"]
        }

        var textDocumentSync = Sync()
        var codeActionProvider = true
        var completionProvider = CompletionOptions()
        var definitionProvider = true
        var hoverProvider = true
        var documentSymbolProvider = true
    }

    struct ServerInfo: Codable {
        var name = "higsite"
    }

    var capabilities = Capabilities()
    var serverInfo = ServerInfo()
}
