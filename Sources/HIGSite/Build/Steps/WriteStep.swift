import Foundation
import HIGControls

/// Puts the rendered files in the output — the whole site in one exchange, or each changed file
/// in place — once every template name the build used is known to exist, and returns what the
/// next build may start from.
struct WriteStep: BuildStep {
    typealias Failure = any Error
    static let name = "write"
    let context: BuildContext
    /// Whether the build is remembered for the next one.
    var remembers = false

    /// What the steps before made: the checked site, its rendered files, its search indexes,
    /// and the files' bytes as read.
    struct Input {
        var checkedSite: CheckedSite
        var rendered: RenderStep.Output
        var indexed: IndexStep.Output
        var sources: [URL: BuildMemory.Source]
    }

    struct Output {
        /// How many files the output got.
        var fileCount: Int
        /// The build as the next one starts from it, when it is remembered.
        var last: BuildMemory.LastBuild?
    }

    func run(_ input: consuming Input) throws -> Output {
        try context.templates.checkNames()
        let fileCount = try input.rendered.target.commit()
        guard remembers else { return Output(fileCount: fileCount, last: nil) }
        let rendered = input.rendered
        let last = BuildMemory.LastBuild(inputs: context.inputs, check: LastCheck(input.checkedSite), sources: input.sources,
                                         translation: input.checkedSite.checked.result.translation, bodies: rendered.bodies,
                                         readingOrder: rendered.readingOrder, search: input.indexed.search)
        return Output(fileCount: fileCount, last: last)
    }
}
