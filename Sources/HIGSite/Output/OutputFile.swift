import Foundation

/// One file of the built site, addressed by path components under the output folder.
package struct OutputFile: Sendable, Hashable {
    package var path: [String]
    /// The bytes as they go to disk: pages come out of the templates as UTF-8 and are written
    /// without another copy. A slice, so that two files can share one buffer (the search
    /// index's JSON is a part of its script).
    package var contents: ArraySlice<UInt8>

    package init(path: [String], contents: [UInt8]) {
        self.init(path: path, contents: contents[...])
    }

    package init(path: [String], contents: ArraySlice<UInt8>) {
        self.path = path
        self.contents = contents
    }

    package init(path: [String], text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// Only plain names: no empty, `.`, `..` or separator components, so a file can never
    /// land outside the output folder whatever the content's names were.
    var isSafe: Bool {
        !path.isEmpty && path.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.utf8.contains(UInt8(ascii: "/")) && !$0.utf8.contains(0) }
    }
}
