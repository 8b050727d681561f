/// One answer of the preview. Every answer says its type and length, is never cached (the
/// site changes under it) and is never sniffed as another type; the connection closes after it.
struct PreviewResponse: Sendable {
    var status: HTTPStatus
    var contentType: String
    var body: Body
    /// For a redirect: the path to go to (checked request bytes only).
    var location: String?
    /// For 405: the methods served.
    var allow: String?

    /// The refusal of a request, in plain text.
    init(refusing error: RequestError) {
        self.init(status: error.status, contentType: "text/plain; charset=utf-8",
                  body: Array("\(error.status.rawValue) \(error.status.reason): \(error)\n".utf8))
        if error == .methodNotAllowed { allow = "GET, HEAD" }
    }

    init(status: HTTPStatus, contentType: String, body: [UInt8], location: String? = nil) {
        self.init(status: status, contentType: contentType, body: .bytes(body), location: location)
    }

    init(status: HTTPStatus, contentType: String, body: Body, location: String? = nil) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.location = location
    }

    /// What follows the head: bytes made for the answer, or a file of the site sent straight
    /// from its descriptor, a piece at a time, so a client that reads slowly holds no copy of it.
    enum Body: Sendable {
        case bytes([UInt8])
        case file(PreviewFiles.OpenFile)

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .file(let file): file.size
            }
        }
    }

    /// The status line and header fields, ending with the blank line.
    var head: [UInt8] {
        var fields = [
            ("Content-Type", contentType),
            ("Content-Length", String(body.count)),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
        ]
        if let location { fields.append(("Location", location)) }
        if let allow { fields.append(("Allow", allow)) }
        fields.append(("Connection", "close"))
        let lines = ["HTTP/1.1 \(status.rawValue) \(status.reason)"] + fields.map { "\($0): \($1)" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// The type of a file by its extension, in any case: an image of the content keeps the
    /// name it was given (`Shot.PNG`).
    static func contentType(ofExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "xml": "application/xml"
        case "txt": "text/plain; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "avif": "image/avif"
        default: "application/octet-stream"
        }
    }
}
