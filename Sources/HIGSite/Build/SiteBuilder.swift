import HIGControls
import Foundation

/// What a check found: every diagnostic of the content, sorted by file and position.
package struct CheckReport: Sendable {
    package var diagnostics: [Diagnostic]
    package var site: Site
    package var translation: TranslationStatus
}

/// What a build did. `written` is false when the content had errors: then nothing was written
/// and the previous output is untouched.
package struct BuildReport: Sendable {
    package var diagnostics: [Diagnostic]
    package var pageCounts: [Language: Int]
    var fileCount: Int
    /// Rules with a page on the site.
    package var ruleCount: Int = 0
    /// Mockup fences of the content, in both languages (rule pages draw their examples besides).
    package var mockupCount: Int = 0
    package var written: Bool
    /// A rebuild in a ``BuildSession`` may render only the pages whose text changed.
    package var rendered: Rendered = .all
    /// How long each step took, in the order they ran.
    package var timings: [StepTiming] = []
    /// The built values, nil when nothing was written: see ``BuildArtifacts``.
    package var artifacts: BuildArtifacts?

    package enum Rendered: Sendable, Equatable {
        case all
        /// Only these pages' files, their side-by-side views and the search index.
        case changedPages(Int)
    }
}

/// The entry points: `check` (read, assemble and check; writes nothing) and `build`, which runs
/// the steps of ``BuildStep`` — prepare → read → assemble → check → (stop on errors) → render →
/// index → write — through a ``BuildSession``.
package enum SiteBuilder {
    /// Reads and checks all content (read → assemble → check); writes nothing. `overlay`: texts
    /// read in place of files on disk, by ``ContentFile/url`` (what `check --fix` is about to write).
    package static func check(content: UserPath, rules: RuleCatalog = .registry, overlay: [URL: Data] = [:]) throws -> CheckReport {
        var steps = StepRunner()
        let input = ContentInput(source: ContentSource(root: content.url, displayRoot: content.display), overlay: overlay, rendersHTML: false)
        return steps.checkedSite(input, checking: CheckStep(rules: rules, mockups: MockupFenceCache())).report
    }

    /// Checks, then builds the site into the output folder if the content has no errors.
    package static func build(_ options: BuildOptions) throws -> BuildReport {
        try BuildSession(remembers: false).build(options)
    }

    /// The output must be neither inside nor around the content or the templates: replacing it
    /// would delete the sources.
    /// Every path is resolved, links included, and the output even where it does not exist yet:
    /// `--output link/_site` with `link` leading into the content is refused.
    static func checkFolders(_ options: BuildOptions) throws {
        func resolve(_ path: UserPath) throws -> String {
            do {
                return try RealPath.resolve(path.url.path)
            } catch {
                throw OutputError.linkLoop(path.display)
            }
        }
        let output = try resolve(options.output)
        for input in [options.content, options.templates].compactMap({ $0 }) {
            let path = try resolve(input)
            if RealPath.isInside(path, folder: output) || RealPath.isInside(output, folder: path) {
                throw OutputError.overlapsInput(output: options.output.display, input: input.display)
            }
        }
    }
}
