import HIGControls
import Yams

extension SiteConfiguration {
    /// Where a key of a block mapping is written the second time: a line that starts with it at
    /// the mapping's indentation, after the mapping's first line. Nil for a flow mapping.
    static func secondPlace(of key: String, in text: String, mapping: Mark) -> SourceLocation? {
        let indentation = String(repeating: " ", count: max(mapping.column - 1, 0))
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= mapping.line {
            guard line.hasPrefix(indentation + key) else { continue }
            let rest = line.dropFirst(indentation.count + key.count).drop { $0 == " " }
            guard rest.hasPrefix(":") else { continue }
            seen += 1
            if seen == 2 { return SourceLocation(line: index + 1, column: mapping.column) }
        }
        return nil
    }
}
