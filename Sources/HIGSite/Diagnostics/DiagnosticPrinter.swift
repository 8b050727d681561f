/// Formats diagnostics the way compilers do, so editors and CI problem matchers pick them up:
/// `content/ko/bars/tab-bars.md:12:5: error: no page 'controls/x' [broken-link]`.
public enum DiagnosticPrinter {
    public static func text(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let position = prefix(diagnostic)
            output += "\(position)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]\n"
            for note in diagnostic.notes {
                output += "\(position)note: \(note)\n"
            }
        }
        return output
    }

    private static func prefix(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return "\(diagnostic.file): " }
        return "\(diagnostic.file):\(location.line):\(location.column): "
    }
}
