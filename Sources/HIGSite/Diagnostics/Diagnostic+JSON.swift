import HIGControls

extension Diagnostic {
    /// The diagnostic as `--format json` writes it, its keys in this order: `file`, `line`,
    /// `column` (`null` without a place), `severity`, `code`, `message`, `notes`.
    package var json: JSON.Value {
        .object([
            ("file", .string(file)),
            ("line", .orNull(location.map { .int($0.line) })),
            ("column", .orNull(location.map { .int($0.column) })),
            ("severity", .string(severity.rawValue)),
            ("code", .string(code)),
            ("message", .string(message)),
            ("notes", .array(notes.map { .string($0) })),
        ])
    }
}
