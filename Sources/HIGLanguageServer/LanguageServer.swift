import Foundation
import HIGControls
import HIGSite

/// `higsite lsp`: a Language Server Protocol server over a byte stream (JSON-RPC 2.0 with
/// `Content-Length` framing). It publishes for every open page what `higsite check` reports,
/// offers each fix `check --fix` knows as a quick fix, completes page paths, anchors, rule ids
/// and glossary terms, and goes to the heading a link or rule names.
///
/// Messages are read on the caller's thread and handled in order on one queue. A change is
/// checked once typing pauses for `debounce` (the texts are kept, not checked, until then); a
/// request that reads positions (a quick fix, a completion) first checks what is pending, so
/// its answer is about the text the editor has.
package final class LanguageServer: @unchecked Sendable {
    let session: EditorSession
    private let queue = DispatchQueue(label: "higsite.lsp")
    private let debounce: DispatchTimeInterval
    private let write: @Sendable (Data) -> Void
    /// Open documents' texts, by URI.
    var documents: [String: String] = [:]
    /// Documents changed since the last check.
    private var pending: Set<String> = []
    private var generation = 0
    private var contentFiles: [String: ContentFile?] = [:]
    private var initialized = false
    private var shuttingDown = false
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// `write` sends bytes to the client (standard output for `higsite lsp`).
    package init(session: EditorSession, debounce: Duration = .milliseconds(50), write: @escaping @Sendable (Data) -> Void) {
        self.session = session
        let milliseconds = debounce.components.seconds * 1000 + debounce.components.attoseconds / 1_000_000_000_000_000
        self.debounce = .milliseconds(Int(milliseconds))
        self.write = write
    }

    /// Serves until the client sends `exit` or closes the stream. The status is 0 after a
    /// `shutdown` request, 1 otherwise (as the protocol asks); a broken frame throws.
    package func run(reading input: FileHandle) throws -> Int32 {
        var reader = MessageReader()
        while true {
            let data = input.availableData
            if data.isEmpty { break }
            reader.append(data)
            while let body = try reader.next() {
                let envelope = try? JSONDecoder().decode(Envelope.self, from: body)
                if envelope?.method == "exit" {
                    return queue.sync { shuttingDown ? 0 : 1 }
                }
                queue.async { self.handle(body, envelope) }
            }
        }
        return queue.sync { shuttingDown ? 0 : 1 }
    }

    private func handle(_ body: Data, _ envelope: Envelope?) {
        guard let envelope else { return send(Response<Bool>(id: nil, error: .parse("not a JSON-RPC message"))) }
        // A message without a method answers a request of ours, and the server sends none.
        guard let method = envelope.method else { return }
        let id = envelope.id
        do {
            if method == "initialize" {
                session.reload()
                contentFiles = [:]
                initialized = true
                send(Response(id: id, result: InitializeResult()))
                return queue.async { self.session.prepareForEdits() }
            }
            guard initialized else {
                if id != nil { send(Response<Bool>(id: id, error: .notInitialized)) }
                return
            }
            if shuttingDown, id != nil { return send(Response<Bool>(id: id, error: .invalidRequest("the server is shutting down"))) }
            try dispatch(method, id: id, body: body)
        } catch let error as ResponseError {
            if id != nil { send(Response<Bool>(id: id, error: error)) }
        } catch {
            if id != nil { send(Response<Bool>(id: id, error: .invalidParams("\(method): \(error)"))) }
        }
    }

    private func dispatch(_ method: String, id: RequestID?, body: Data) throws {
        switch method {
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            return
        case "shutdown":
            shuttingDown = true
            send(Response<Bool>(id: id))
        case "textDocument/didOpen":
            let document = try decode(DidOpenParams.self, body).textDocument
            changed(document.uri, text: document.text)
        case "textDocument/didChange":
            let params = try decode(DidChangeParams.self, body)
            if let text = params.contentChanges.last?.text { changed(params.textDocument.uri, text: text) }
        case "textDocument/didSave":
            saved(try decode(DocumentParams.self, body).textDocument.uri)
        case "textDocument/didClose":
            closed(try decode(DocumentParams.self, body).textDocument.uri)
        case "workspace/didChangeWatchedFiles":
            reload()
        case "textDocument/codeAction":
            send(Response(id: id, result: codeActions(try decode(CodeActionParams.self, body))))
        case "textDocument/completion":
            send(Response(id: id, result: completion(try decode(PositionParams.self, body))))
        case "textDocument/definition":
            send(Response(id: id, result: definition(try decode(PositionParams.self, body))))
        case "textDocument/hover":
            send(Response(id: id, result: hover(try decode(PositionParams.self, body))))
        case "textDocument/documentSymbol":
            send(Response(id: id, result: symbols(try decode(DocumentParams.self, body))))
        default:
            if id != nil { throw ResponseError.methodNotFound(method) }
        }
    }

    private func decode<P: Decodable>(_ type: P.Type, _ body: Data) throws -> P {
        try JSONDecoder().decode(Parameters<P>.self, from: body).params
    }

    // MARK: Documents

    private func changed(_ uri: String, text: String) {
        documents[uri] = text
        pending.insert(uri)
        generation += 1
        let scheduled = generation
        queue.asyncAfter(deadline: .now() + debounce) {
            guard scheduled == self.generation else { return }
            self.checkPending()
        }
    }

    /// A saved page is checked at once; any other file saved (the glossary) reads the content again.
    private func saved(_ uri: String) {
        guard contentFile(uri) != nil else { return reload() }
        pending.insert(uri)
        checkPending()
    }

    private func closed(_ uri: String) {
        documents[uri] = nil
        pending.remove(uri)
        if let file = contentFile(uri) { session.update(file.url, text: nil) }
        publish(uri, [])
        publishOpenDocuments()
    }

    private func reload() {
        contentFiles = [:]
        session.reload()
        pending = Set(documents.keys)
        checkPending()
        queue.async { self.session.prepareForEdits() }
    }

    /// Checks the documents changed since the last check, then publishes every open one's diagnostics.
    func checkPending() {
        guard !pending.isEmpty else { return }
        for uri in pending.sorted() {
            if let file = contentFile(uri) { session.update(file.url, text: documents[uri].map { Data($0.utf8) }) }
        }
        pending = []
        publishOpenDocuments()
    }

    /// The content file an editor's URI names; nil for any other file.
    func contentFile(_ uri: String) -> ContentFile? {
        if let known = contentFiles[uri] { return known }
        let file = URL(string: uri).flatMap { $0.isFileURL ? session.file(atPath: $0.path) : nil }
        contentFiles[uri] = file
        return file
    }

    func send(_ message: some Encodable) {
        guard let body = try? encoder.encode(message) else { return }
        write(framed(body))
    }
}
