/// The one way to a checked site: read → assemble → check. `higsite check` and `check --fix`,
/// the language server, the content fuzzer and every build go through it; they differ only in
/// what they feed it (the folder, an overlay of texts, files that exist only in memory) and in
/// what the steps may reuse.
extension StepRunner {
    mutating func checkedSite(_ input: ContentInput, reading: ReadStep = ReadStep(), assembling: AssembleStep = AssembleStep(),
                              checking: CheckStep) -> CheckedSite {
        let read = run(reading, input)
        return checkedSite(read, assembling: assembling, checking: checking)
    }

    /// Assemble → check, over pages read already (the language server's edit re-reads one file).
    mutating func checkedSite(_ read: ReadStep.Output, assembling: AssembleStep, checking: CheckStep) -> CheckedSite {
        let assembled = run(assembling, read)
        return CheckedSite(read: read, assembled: assembled, checked: run(checking, assembled))
    }
}

/// What read, assemble and check made, each step's value beside the others'.
struct CheckedSite {
    var read: ReadStep.Output
    var assembled: AssembleStep.Output
    var checked: CheckStep.Output

    var site: Site { assembled.loaded.site }

    /// What a check found, as commands report it.
    var report: CheckReport {
        CheckReport(diagnostics: checked.diagnostics, site: site, translation: checked.result.translation)
    }
}
