import Foundation
import HIGControls
import HIGSite

extension LanguageServer {
    /// The open page at a request's document, with its text and the position as higsite counts.
    private func place(_ params: PositionParams) -> (page: Page, text: DocumentText, location: SourceLocation, queries: EditorQueries)? {
        checkPending()
        guard let file = contentFile(params.textDocument.uri), let page = session.page(of: file), let queries = session.queries else { return nil }
        let text = documentText(params.textDocument.uri)
        return (page, text, text.location(params.position), queries)
    }

    func completion(_ params: PositionParams) -> CompletionList {
        guard let (page, text, location, queries) = place(params) else { return CompletionList(isIncomplete: false, items: []) }
        let found = queries.completions(on: page, line: text.lineText(location.line), column: location.column)
        let items = found.items.map { item in
            let range = Range(start: text.position(SourceLocation(line: location.line, column: item.from)), end: params.position)
            let kind = switch item.kind {
            case .page, .image: 17
            case .anchor: 18
            case .rule: 21
            case .term: 1
            }
            return CompletionItem(label: item.text, kind: kind, detail: item.detail, textEdit: TextEdit(range: range, newText: item.text))
        }
        return CompletionList(isIncomplete: !found.isComplete, items: items)
    }

    func definition(_ params: PositionParams) -> Location? {
        guard let (page, text, location, queries) = place(params),
              let target = queries.definition(on: page, line: text.lineText(location.line), lineNumber: location.line, column: location.column)
        else { return nil }
        let uri = target.file.url.absoluteString
        let position = documentText(uri).position(target.location)
        return Location(uri: uri, range: Range(start: position, end: position))
    }

    func hover(_ params: PositionParams) -> Hover? {
        guard let (page, _, location, queries) = place(params), let markdown = queries.hover(on: page, lineNumber: location.line) else { return nil }
        return Hover(contents: MarkupContent(value: markdown))
    }

    func symbols(_ params: DocumentParams) -> [DocumentSymbol] {
        checkPending()
        guard let file = contentFile(params.textDocument.uri), let page = session.page(of: file), let queries = session.queries else { return [] }
        let text = documentText(params.textDocument.uri)
        return queries.symbols(of: page).map { heading in
            let start = text.position(heading.location)
            let range = Range(start: start, end: text.position(text.end(of: heading.location)))
            let detail = heading.attributes.map { "#\($0.id)" + ($0.rules.isEmpty ? "" : " rule=" + $0.rules.joined(separator: ",")) } ?? ""
            return DocumentSymbol(name: String(repeating: "#", count: heading.level) + " " + heading.text, detail: detail,
                                  range: range, selectionRange: range)
        }
    }
}
