import HIGControls

/// Puts the rendered files in the output — the whole site in one exchange, or each changed file
/// in place — once every template name the build used is known to exist, and remembers the
/// build in the cache for the next one.
struct WriteStep: BuildStep {
    typealias Failure = any Error
    static let name = "write"
    let context: BuildContext
    let cache: BuildCache

    /// What the steps before made: the checked site, its rendered files, its search indexes.
    struct Input {
        var checkedSite: CheckedSite
        var rendered: RenderStep.Output
        var indexed: IndexStep.Output
    }

    struct Output {
        /// How many files the output got.
        var fileCount: Int
    }

    func run(_ input: Input) throws -> Output {
        try context.templates.checkNames()
        let fileCount = try input.rendered.target.commit()
        if cache.remembers {
            let rendered = input.rendered
            cache.last = BuildCache.LastBuild(inputs: context.inputs, check: LastCheck(input.checkedSite), sources: cache.sources,
                                              translation: input.checkedSite.checked.result.translation, bodies: rendered.bodies,
                                              readingOrder: rendered.readingOrder, search: input.indexed.search)
        }
        return Output(fileCount: fileCount)
    }
}
