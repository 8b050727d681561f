import HIGAppImport
import HIGControls

extension LintRead {
    /// `--show --format json`: the diagnostics, and every screen as higsite understood it — its
    /// model in the schema of a screen description (paste it into a .yaml file and it reads back
    /// as the same screen), what was unknown, and how many violations it has. The keys are the
    /// same in every language; `what` and `why` are texts for people, in the run's language like
    /// the diagnostics' messages beside them.
    package func shownJSON(_ diagnostics: [Diagnostic], checked: [(file: String, name: String?, checked: CheckedMockup)], language: Language) -> String {
        let shown = zip(screens, checked).map { screen, checked in
            JSON.Value.object([
                ("file", .string(screen.file)),
                ("name", .orNull(screen.name.map { .string($0) })),
                ("violations", .int(checked.checked.violations.count)),
                ("unknowns", .array(screen.unknowns.map { $0.json(file: $0.file ?? screen.file, language: language) })),
                ("screen", .encoded(ModelJSON.string(screen.screen))),
            ])
        }
        return JSON.Value.object([("diagnostics", .array(diagnostics.map(\.json))), ("screens", .array(shown))])
            .written(expandingLevels: 2)
    }
}

private extension Unknown {
    /// `{"file": …, "line": …, "column": …, "what": …, "why": …}`, the texts in `language`.
    func json(file: String, language: Language) -> JSON.Value {
        .object([
            ("file", .string(file)),
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("what", .string(what[language])),
            ("why", .string(why[language])),
        ])
    }
}
