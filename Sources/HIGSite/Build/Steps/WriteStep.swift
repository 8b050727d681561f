import HIGControls

/// Puts the rendered files in the output — the whole site in one exchange, or each changed file
/// in place — once every template name the build used is known to exist, and remembers the
/// build in the cache for the next one.
struct WriteStep: BuildStep {
    typealias Failure = any Error
    static let name = "write"
    let cache: BuildCache

    struct Output {
        var indexed: IndexStep.Output
        /// How many files the output got.
        var fileCount: Int
    }

    func run(_ indexed: IndexStep.Output) throws -> Output {
        let rendered = indexed.rendered, context = rendered.context
        try context.templates.checkNames()
        let fileCount = try rendered.target.commit()
        if cache.remembers {
            cache.last = BuildCache.LastBuild(inputs: context.inputs, check: LastCheck(rendered.checkedStep), sources: cache.sources,
                                              translation: rendered.checkedStep.checked.translation, bodies: rendered.bodies,
                                              readingOrder: rendered.renderer.readingOrder, search: indexed.search)
        }
        return Output(indexed: indexed, fileCount: fileCount)
    }
}
