import Foundation

/// Why the preview cannot listen: the machine's answer, not the site's.
enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    case portInUse(UInt16)
    case portNotAllowed(UInt16)
    case socket(call: String, errorNumber: Int32)

    var description: String {
        switch self {
        case .portInUse(let port): "higsite: port \(port) is in use; pass --port N"
        case .portNotAllowed(let port): "higsite: this user may not listen on port \(port); pass --port N (1024 or more, or 0 for any free port)"
        case .socket(let call, let errorNumber): "higsite: cannot listen on 127.0.0.1: \(call): \(String(cString: strerror(errorNumber)))"
        }
    }
}
