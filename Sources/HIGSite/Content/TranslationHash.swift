/// The short hash a translation records in `translated-from:`: it changes whenever the
/// translated text of the original changes (title, summary or body), and not when only
/// navigation settings such as `order` do, nor line endings or trailing blanks.
enum TranslationHash {
    package static func of(frontMatter: FrontMatter, body: Substring) -> String {
        var hasher = FNV1a()
        hasher.add(frontMatter.title.utf8)
        hasher.add(CollectionOfOne(0x0A))
        hasher.add((frontMatter.summary ?? "").utf8)
        hasher.add(CollectionOfOne(0x0A))
        // Line by line over the bytes (this runs for every page): CR and trailing blanks are
        // dropped, and so are blank lines at the end.
        let text = ByteScanner(Array(body.utf8))
        var pendingBlankLines = 0
        for line in text.trimmedLines() {
            if line.isEmpty {
                pendingBlankLines += 1
            } else {
                for _ in 0..<pendingBlankLines { hasher.add(CollectionOfOne(0x0A)) }
                pendingBlankLines = 0
                hasher.add(text.bytes[line])
                hasher.add(CollectionOfOne(0x0A))
            }
        }
        return hasher.hex
    }

    /// FNV-1a, 64 bit: stable across runs and platforms (unlike `Hasher`) and needs no dependency.
    private struct FNV1a {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
        }

        var hex: String {
            let digits = String(value, radix: 16)
            return String((String(repeating: "0", count: 16 - digits.count) + digits).prefix(10))
        }
    }
}
