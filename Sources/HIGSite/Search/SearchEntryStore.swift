import HIGControls

/// The entry lines of one language's search index, kept where `search/<lang>.json` holds them:
/// that file's bytes are the store, and an entry is a range of them. A rebuild splices a page's
/// new lines in place, and the file is written from the same bytes, not put together again
/// from a hundred thousand lines (at 10,000 pages a language that was most of a rebuild's
/// index step); a build holds each line once.
///
/// `{"lang":"ko","glossary":[…],"entries":[` a line end, the lines separated by `,` and a line
/// end, then a line end and `]}` and a line end.
struct SearchEntryStore {
    private(set) var json: [UInt8]
    /// Where each entry's line starts and ends in `json`, by id.
    private var starts: [Int] = [], ends: [Int] = []
    private var isFinished = false
    private static let separator = Array(",\n".utf8), footer = Array("\n]}\n".utf8)

    init(language: Language, glossaryJSON: String) {
        json = Array("{\"lang\":\(JSON.string(language.rawValue)),\"glossary\":\(glossaryJSON),\"entries\":[\n".utf8)
    }

    var count: Int { starts.count }

    subscript(id: Int) -> ArraySlice<UInt8> {
        json[starts[id]..<ends[id]]
    }

    /// Makes room for `total` entries, guessed from the length of those so far (half as much
    /// again, as pages differ: room never written to takes no memory). Growing by doubling copied
    /// the lines and wrote fresh pages again each time, 3 % of a build at 10,000 pages a language.
    mutating func reserve(_ total: Int) {
        guard count > 0, total > count else { return }
        let perEntry = json.count / count + 1
        json.reserveCapacity(json.count + perEntry * (total - count) * 3 / 2)
    }

    /// Adds an entry after the others, while the store is being filled.
    mutating func append(_ line: ArraySlice<UInt8>) {
        precondition(!isFinished, "entries are appended before the store is finished")
        if !starts.isEmpty { json += Self.separator }
        starts.append(json.count)
        json += line
        ends.append(json.count)
    }

    /// Closes the JSON: no entry is appended after this.
    mutating func finish() {
        if !isFinished { json += Self.footer }
        isFinished = true
    }

    /// Puts `lines` in place of the entries of `range` (as many lines as entries).
    mutating func replace(_ range: Range<Int>, with lines: [ArraySlice<UInt8>]) {
        precondition(lines.count == range.count && !range.isEmpty, "one line for each entry replaced")
        var joined: [UInt8] = []
        var offsets: [(Int, Int)] = []
        for line in lines {
            if !joined.isEmpty { joined += Self.separator }
            offsets.append((joined.count, joined.count + line.count))
            joined += line
        }
        let start = starts[range.lowerBound], end = ends[range.upperBound - 1]
        json.replaceSubrange(start..<end, with: joined)
        for (id, offset) in zip(range, offsets) {
            (starts[id], ends[id]) = (start + offset.0, start + offset.1)
        }
        let shift = joined.count - (end - start)
        for id in range.upperBound..<starts.count {
            starts[id] += shift
            ends[id] += shift
        }
    }

    /// `search/<lang>.json`.
    func file(language: Language) -> OutputFile {
        OutputFile(path: ["search", "\(language.rawValue).json"], contents: json)
    }
}
