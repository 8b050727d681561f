import Foundation
import HIGSite

/// Diagnostics and errors go to standard error, results to standard output.
enum Console {
    /// Colour only for a terminal, and never when NO_COLOR is set or TERM is dumb.
    static var stderrWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    static var stdoutWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Standard output without buffering, for a long-running command whose output goes to a log.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes to standard error after what `print` has buffered for standard output, so that with
    /// both in one pipe (a CI log) every line stays whole: without the flush, the buffer left the
    /// pipe in blocks of 4 KB and a summary could land inside a line, even inside a Hangul syllable.
    static func error(_ text: String, terminator: String = "\n") {
        guard !(text.isEmpty && terminator.isEmpty) else { return }
        fflush(nil)  // every output stream: standard output is the one that buffers
        FileHandle.standardError.write(Data((text + terminator).utf8))
    }
}

enum Summary {
    static func counts(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func failure(_ diagnostics: [Diagnostic], action: String) -> String {
        "higsite: \(counts(diagnostics)); \(action)"
    }
}

extension Duration {
    /// Seconds as a number, for "built in 0.42 s".
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
