/// The one way to a checked site: read → assemble → check. `higsite check` and `check --fix`,
/// the language server, the content fuzzer and every build go through it; they differ only in
/// what they feed it (the folder, an overlay of texts, files that exist only in memory) and in
/// what the steps may reuse.
extension StepRunner {
    mutating func checkedSite(_ input: ContentInput, reading: ReadStep = ReadStep(), assembling: AssembleStep = AssembleStep(),
                              checking: CheckStep) -> CheckStep.Output {
        let read = run(reading, input)
        let assembled = run(assembling, read)
        return run(checking, assembled)
    }
}

extension CheckReport {
    /// What a check found, as commands report it.
    init(_ checked: CheckStep.Output) {
        self.init(diagnostics: checked.diagnostics, site: checked.assembled.loaded.site, translation: checked.checked.translation)
    }
}
