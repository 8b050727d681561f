import Foundation
import HIGSite

/// A request's target as it was sent (visible ASCII, starting with `/`): the path, still
/// percent-encoded, and the query.
struct RequestTarget: Equatable, Sendable {
    /// The path as sent, e.g. `/ko/bars/%ED%83%AD`.
    var path: String
    /// What followed `?`, without it; nil when there was no `?`.
    var query: String?

    init(_ target: String) {
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = nil
        }
    }

    /// Whether the path names a folder (`/ko/bars/`).
    var endsWithSlash: Bool { path.hasSuffix("/") }

    /// This target as a folder's, for a redirect: the path with a slash at its end and the query
    /// as it was. Runs of slashes become one: a Location of `//ko/` would send the browser to
    /// the host `ko`.
    var asFolder: String {
        var folder = ""
        for character in path + "/" where !(character == "/" && folder.hasSuffix("/")) {
            folder.append(character)
        }
        return folder + (query.map { "?" + $0 } ?? "")
    }

    /// The path's names, percent-decoded exactly once: `%252f` stays the three characters
    /// `%2f` in a name, never a separator. A NUL, a name `.` or `..`, or a path that is not
    /// UTF-8 is refused; empty names (`//`) are skipped.
    func segments() throws(RequestError) -> [String] {
        guard let decoded = PercentDecoding.decodedBytes(Array(path.utf8)) else { throw .badPercentEncoding }
        guard !decoded.contains(0) else { throw .nulInPath }
        var names: [String] = []
        for bytes in decoded.split(separator: UInt8(ascii: "/")) {
            guard let name = String(bytes: bytes, encoding: .utf8) else { throw .pathNotUTF8 }
            guard name != "." && name != ".." else { throw .dotSegment }
            names.append(name)
        }
        return names
    }
}
