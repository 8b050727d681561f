import Foundation
import HIGControls

/// Builds that remember the previous one, for `higsite serve`'s edit–look loop: every build
/// reports exactly what a fresh `higsite build` would, and its steps reuse what did not change
/// (see ``BuildMemory``). A build looks at every file, or, told which files changed, at those
/// alone.
///
/// A build is a list of named steps, each a type of its own in `Build/Steps/`:
/// prepare → read → assemble → check → (stop on errors) → render → index → write.
package final class BuildSession: @unchecked Sendable {
    private let lock = NSLock()
    private let remembers: Bool
    /// What the last build kept; taken out while a build runs, and given back by it.
    private var memory: BuildMemory

    /// `remembers` false (a one-shot `higsite build`) keeps nothing for a next build: each file's
    /// bytes are let go of as soon as the file is parsed, and their memory is reused by the
    /// pages read after them.
    package init(remembers: Bool = true) {
        self.remembers = remembers
        memory = BuildMemory(remembers: remembers)
    }

    /// Builds, reusing what did not change since the last build. `changed`: the paths of the only
    /// content files that changed since then, when the caller knows (it watches the folder and
    /// saw no file added or removed); only they are read. Nil: every file is looked at.
    package func build(_ options: BuildOptions, changed: Set<String>? = nil) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        // A build that throws gives nothing back: the next one starts afresh.
        let earlier = memory
        memory = BuildMemory(remembers: remembers)
        let (report, kept) = try Self.build(options, changed: changed, memory: consume earlier)
        memory = kept
        return report
    }

    private static func build(_ options: BuildOptions, changed: Set<String>?, memory: consuming BuildMemory) throws -> (BuildReport, BuildMemory) {
        var steps = StepRunner()
        let context = try steps.run(PrepareStep(), options)
        let last = memory.last.flatMap { $0.inputs == context.inputs ? $0.check : nil }
        let reading = ReadStep(memory: ReadStep.Memory(reads: memory.reads, written: memory.last?.sources ?? [:], remembers: memory.remembers),
                               changed: changed)
        let checked = steps.checkedSite(ContentInput(source: context.source, rendersHTML: true), reading: reading,
                                        assembling: AssembleStep(last: last), checking: CheckStep(rules: options.rules, mockups: memory.mockups))
        memory.reads = checked.read.kept ?? BuildMemory.Reads()
        var report = BuildReport(diagnostics: checked.checked.diagnostics,
                                 pageCounts: Dictionary(grouping: checked.site.pages, by: \.language).mapValues(\.count), fileCount: 0, written: false)
        guard !checked.checked.diagnostics.hasErrors else {
            report.timings = steps.timings
            return (report, memory)
        }
        // The output is about to be replaced: until it is, nothing of the last build may be reused.
        // Its search indexes go to the index step alone, which changes them in place.
        var previous = memory.last
        memory.last = nil
        let earlier = previous.map { IndexStep.Earlier(search: $0.search, site: $0.check.loaded.site) }
        previous?.search = [:]
        let rendered = try steps.run(RenderStep(context: context, last: previous, remembers: memory.remembers), checked)
        previous = nil
        let indexed = steps.run(IndexStep(context: context), IndexStep.Input(loaded: checked.assembled.loaded, rendered: rendered, earlier: consume earlier))
        let written = try steps.run(WriteStep(context: context, remembers: memory.remembers),
                                    WriteStep.Input(checkedSite: checked, rendered: rendered, indexed: indexed, sources: memory.reads.sources))
        memory.last = written.last
        report.written = true
        report.fileCount = written.fileCount
        report.ruleCount = options.rules.rules.count
        report.mockupCount = checked.checked.result.mockups.count
        if case .changedPages(let pages) = rendered.scope { report.rendered = .changedPages(pages.count) }
        report.timings = steps.timings
        report.artifacts = BuildArtifacts((checked, rendered, indexed))
        return (report, memory)
    }
}

/// Everything a build made, held by its report: a caller that ends the process right after the
/// build may keep the report to the end, so that nothing is freed one object at a time (at
/// 10,000 pages per language freeing took 0.17 s; compilers skip their final frees for the same
/// reason, as clang's `-disable-free`).
package final class BuildArtifacts: @unchecked Sendable {
    private let values: Any

    init(_ values: Any) {
        self.values = values
    }
}
