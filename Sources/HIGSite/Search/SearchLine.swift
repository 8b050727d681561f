/// Reading back an entry line of the index (`{"k":"g","t":…,"c":…,"u":…,"x":…}`, as
/// SearchIndex writes it): a chunk splits each line into its head and its text, and the tests
/// read lines back to check what the pieces say of them.
enum SearchLine {
    /// The entry lines of a page's lines (or of any run of them): one a line, without the comma
    /// that separates them. Escaping keeps line ends out of strings, so a line end ends an entry.
    static func entries(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n")).map { line in
            line.last == UInt8(ascii: ",") ? line.dropLast() : line
        }.filter { !$0.isEmpty }
    }

    /// An entry line cut before its last field, the text: the line up to `,"x":` (without the
    /// closing brace), and the text as a quoted JSON string. A quote inside a string always
    /// follows a backslash, so `,"x":"` is found only where the field starts.
    static func headAndText(_ line: ArraySlice<UInt8>) -> (head: ArraySlice<UInt8>, text: ArraySlice<UInt8>) {
        let marker = Array(",\"x\":\"".utf8)
        var index = line.startIndex
        while index + marker.count <= line.endIndex {
            if line[index] == marker[0], line[index..<index + marker.count].elementsEqual(marker) {
                return (line[..<index], line[(index + marker.count - 1)..<(line.endIndex - 1)])
            }
            index += 1
        }
        return (line.dropLast(), ArraySlice("\"\"".utf8))
    }

    /// The string values of an entry line by key. Only the forms SearchIndex writes are read:
    /// string values, the escapes of `JSON.appendEscaped`, and `\uXXXX` in general.
    static func fields(_ line: ArraySlice<UInt8>) -> [String: String] {
        var fields: [String: String] = [:]
        let strings = strings(line)
        for pair in stride(from: 0, to: strings.count - 1, by: 2) { fields[strings[pair]] = strings[pair + 1] }
        return fields
    }

    /// Every string of an entry line (or of its head), keys and values alike, in order.
    static func strings(_ line: ArraySlice<UInt8>) -> [String] {
        var index = line.startIndex
        var strings: [String] = []
        strings.reserveCapacity(10)
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "\"") {
                let (string, end) = readString(line, from: index + 1)
                strings.append(string)
                index = end
            }
            index += 1
        }
        return strings
    }

    /// The string that starts at `start` (after its opening quote), and the index of its closing quote.
    private static func readString(_ line: ArraySlice<UInt8>, from start: Int) -> (String, Int) {
        var bytes: [UInt8] = [], units: [UInt16] = []
        var index = start
        func flushUnits() {
            guard !units.isEmpty else { return }
            bytes += String(decoding: units, as: UTF16.self).utf8
            units.removeAll()
        }
        // Nearly every string has no escape: its bytes are the string.
        if let end = line[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
           line[end] == UInt8(ascii: "\"") {
            return (String(decoding: line[start..<end], as: UTF8.self), end)
        }
        while index < line.endIndex, line[index] != UInt8(ascii: "\"") {
            guard line[index] == UInt8(ascii: "\\"), index + 1 < line.endIndex else {
                flushUnits()
                bytes.append(line[index])
                index += 1
                continue
            }
            let escaped = line[index + 1]
            index += 2
            if escaped == UInt8(ascii: "u"), index + 4 <= line.endIndex,
               let unit = UInt16(String(decoding: line[index..<index + 4], as: UTF8.self), radix: 16) {
                units.append(unit)
                index += 4
                continue
            }
            flushUnits()
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            default: bytes.append(escaped)
            }
        }
        flushUnits()
        return (String(decoding: bytes, as: UTF8.self), index)
    }
}
