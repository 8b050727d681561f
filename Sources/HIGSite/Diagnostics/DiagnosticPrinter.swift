import HIGControls
import Foundation

/// The formats diagnostics are printed in.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:col: severity: message [code]` and `note:` lines, as compilers print them.
    case text
    /// One JSON array of objects: file, line, column, severity, code, message, notes.
    case json
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
    case github
}

/// Formats diagnostics for people, editors and CI. Formatting only: callers decide where the
/// text goes.
package enum DiagnosticPrinter {
    package static func format(_ diagnostics: [Diagnostic], as format: DiagnosticFormat, colored: Bool = false) -> String {
        switch format {
        case .text: text(diagnostics, colored: colored)
        case .json: json(diagnostics)
        case .github: github(diagnostics)
        }
    }

    /// `content/ko/bars/tab-bars.md:12:5: error: no page 'controls/x' [broken-link]`, with ANSI
    /// colour for the severity only when `colored` (a terminal that wants it). A control
    /// character in a file name or message (which quote the user's files) is printed as an
    /// escape (``TerminalText``): one diagnostic is always one line, and never drives the terminal.
    package static func text(_ diagnostics: [Diagnostic], colored: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String {
            colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
        var output = ""
        for diagnostic in diagnostics {
            let position = prefix(diagnostic)
            let severity = switch diagnostic.severity {
            case .error: paint("error:", "1;31")
            case .warning: paint("warning:", "1;33")
            }
            output += "\(paint(position, "1"))\(severity) \(TerminalText.escaped(diagnostic.message)) [\(TerminalText.escaped(diagnostic.code))]\n"
            for note in diagnostic.notes {
                output += "\(paint(position, "1"))\(paint("note:", "1;36")) \(TerminalText.escaped(note))\n"
            }
        }
        return output
    }

    /// One array of objects, one a line: `--format json` of `check` and `lint`.
    package static func json(_ diagnostics: [Diagnostic]) -> String {
        JSON.Value.array(diagnostics.map(\.json)).written(expandingLevels: 1)
    }

    package static func github(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            // Control characters as visible escapes first: GitHub's log renders ANSI sequences.
            var properties = ["file=\(escapeProperty(TerminalText.escaped(diagnostic.file)))"]
            if let location = diagnostic.location {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(escapeProperty(TerminalText.escaped(diagnostic.code)))")
            let message = ([diagnostic.message] + diagnostic.notes).map { TerminalText.escaped($0) }.joined(separator: "\n")
            output += "::\(diagnostic.severity == .error ? "error" : "warning") \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        return output
    }

    private static func prefix(_ diagnostic: Diagnostic) -> String {
        let file = TerminalText.escaped(diagnostic.file)
        guard let location = diagnostic.location else { return "\(file): " }
        return "\(file):\(location.line):\(location.column): "
    }

    /// Workflow-command escaping: `%`, CR and LF in the message; also `:` and `,` in properties.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
