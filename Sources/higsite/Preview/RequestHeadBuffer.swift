/// Collects a request's head (the request line and the header lines, up to the blank line)
/// from the bytes a connection delivers, and refuses it as soon as the request line or the
/// whole head passes its limit.
///
/// Every byte is looked at once. FlyingFox, used before, searched its whole buffer again for
/// each byte it read and had no limit: one header line of a megabyte took over a minute of CPU.
struct RequestHeadBuffer {
    let limits: RequestLimits
    private(set) var bytes: [UInt8] = []
    /// Where the head ends (just past its blank line), once it has arrived.
    private(set) var headEnd: Int?
    private var scanned = 0
    private var lineStart = 0
    private var inRequestLine = true

    init(limits: RequestLimits) {
        self.limits = limits
    }

    /// The head, blank line included, once complete.
    var head: ArraySlice<UInt8>? { headEnd.map { bytes[..<$0] } }

    /// Whether bytes came after the head (a body, or a pipelined request).
    var hasBytesAfterHead: Bool { headEnd.map { $0 < bytes.count } ?? false }

    /// Adds bytes read from the connection; true once the head is complete.
    mutating func append(_ chunk: some Collection<UInt8>) throws(RequestError) -> Bool {
        bytes.append(contentsOf: chunk)
        guard headEnd == nil else { return true }
        while scanned < bytes.count {
            let byte = bytes[scanned]
            scanned += 1
            if byte == UInt8(ascii: "\n") {
                let isBlank = scanned - lineStart == 1 || (scanned - lineStart == 2 && bytes[lineStart] == UInt8(ascii: "\r"))
                if inRequestLine {
                    // Empty lines before the request line are ignored (RFC 9112, section 2.2).
                    inRequestLine = isBlank
                } else if isBlank {
                    headEnd = scanned
                    return true
                }
                lineStart = scanned
            } else if inRequestLine && scanned - lineStart > limits.requestLine + 1 {
                // + 1: the line's CR, which is not part of it.
                throw .requestLineTooLong(limit: limits.requestLine)
            }
            if scanned > limits.head { throw .headTooLarge(limit: limits.head) }
        }
        return false
    }
}
