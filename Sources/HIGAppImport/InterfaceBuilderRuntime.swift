/// Which platform an Interface Builder file is for, read from its `<document>` element's
/// `targetRuntime` before the file is parsed: `MacOSX.Cocoa` is AppKit (an `NSTextField` is not a
/// `UITextField`), `iOS.CocoaTouch` is UIKit.
enum InterfaceBuilderRuntime {
    /// The document element comes right after the XML declaration; it is looked for this far.
    static let searchLimit = 64 * 1024

    /// Whether the file's document element says `targetRuntime="MacOSX.Cocoa"` (or any
    /// `MacOSX` runtime). One pass over at most `searchLimit` bytes and the element's attributes.
    static func isMacOS(_ data: [UInt8]) -> Bool {
        guard let start = ByteText.firstIndex(of: Array("<document".utf8), in: data, before: searchLimit) else { return false }
        // The element's attributes run up to its first `>` (attribute values hold no `>`: IB escapes it).
        var end = start
        while end < data.count, data[end] != UInt8(ascii: ">") { end += 1 }
        // A file cut off inside its document element is malformed: the XML reader says so.
        guard end < data.count else { return false }
        let attribute = Array("targetRuntime".utf8)
        guard let name = ByteText.firstIndex(of: attribute, in: data, from: start, before: end) else { return false }
        var index = name + attribute.count
        func skipSpace() { while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 } }
        skipSpace()
        guard index < end, data[index] == UInt8(ascii: "=") else { return false }
        index += 1
        skipSpace()
        guard index < end, data[index] == UInt8(ascii: "\"") || data[index] == UInt8(ascii: "'") else { return false }
        let value = Array("MacOSX".utf8)
        return index + 1 + value.count <= end && Array(data[(index + 1)..<(index + 1 + value.count)]) == value
    }
}
