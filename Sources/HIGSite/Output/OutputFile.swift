import Foundation

/// One file of the built site, addressed by path components under the output folder.
public struct OutputFile: Sendable, Hashable {
    public var path: [String]
    public var contents: Data

    public init(path: [String], contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: [String], text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// Only plain names: no empty, `.`, `..` or separator components, so a file can never
    /// land outside the output folder whatever the content's names were.
    var isSafe: Bool {
        !path.isEmpty && path.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.utf8.contains(UInt8(ascii: "/")) && !$0.utf8.contains(0) }
    }
}
