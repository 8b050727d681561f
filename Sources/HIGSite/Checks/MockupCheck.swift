import HIGControls

/// The `mockup` fences of every page, read once: the renderer draws them, the checker reports
/// the ones that cannot be read (`mockup-spec`) at the line inside the fence.
struct ResolvedMockups: Sendable {
    private let site: Site
    /// Each page's fences, in the order of `site.pages`, found through the site's own index.
    private let perPage: [[Int: MockupFence]]

    /// How many fences were read, over every page.
    var count: Int { perPage.reduce(0) { $0 + $1.count } }

    /// The fence of a page's code block, by the block's index; nil for other code blocks.
    func fence(of page: Page, block: Int) -> MockupFence? {
        site.position(of: page.id, in: page.language).flatMap { perPage[$0][block] }
    }

    /// Each page's fences, `perPage` in the order of `site.pages`.
    init(_ site: Site, perPage: [[Int: MockupFence]]) {
        self.site = site
        self.perPage = perPage
    }

    /// Reads one page's fences. `cache`: fences read by earlier builds of a session; each
    /// fence's YAML is decoded once.
    static func read(_ page: Page, ruleIDs: Set<String>, cache: MockupFenceCache? = nil) -> (fences: [Int: MockupFence], diagnostics: [Diagnostic]) {
        var fences: [Int: MockupFence] = [:]
        var diagnostics: [Diagnostic] = []
        var locator: FixLocator?
        for (index, block) in page.document.codeBlocks.enumerated() where block.info.split(separator: " ").first == Substring(MockupFence.info) {
            let bodyLine = block.location.line + 1
            let parsed = cache?.fence(block.body, line: bodyLine) { MockupFence.parse(block.body, bodyLine: $0, ruleIDs: ruleIDs) }
                ?? MockupFence.parse(block.body, bodyLine: bodyLine, ruleIDs: ruleIDs)
            switch parsed {
            case .success(let fence):
                fences[index] = fence
            case .failure(let problem):
                let fix = problem.fix.flatMap { proposed -> Fix? in
                    locator = locator ?? FixLocator(page)
                    return locator!.fix(writtenAs: proposed)
                }
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: problem.location, problem: problem.problem,
                                              notes: problem.notes, fix: fix))
            }
        }
        return (fences, diagnostics)
    }
}

/// Fences read by a check or by the builds of one session, by their text: the same text is
/// decoded once wherever it stands (the same control drawn on several pages). Each is read as if
/// its YAML began on line 1, and a problem is moved to where the fence is. Keeps what the latest
/// full check used, and everything read since.
final class MockupFenceCache: Sendable {
    typealias Parsed = Result<MockupFence, LocatedProblem>
    private let fences = Locked<(previous: [String: Parsed], current: [String: Parsed])>(([:], [:]))

    /// The fence `body` whose YAML begins on file line `line`; `parse(bodyLine)` reads it.
    func fence(_ body: String, line: Int, parse: (_ bodyLine: Int) -> Parsed) -> Parsed {
        let known = fences.withValue { fences -> Parsed? in
            let known = fences.current[body] ?? fences.previous[body]
            fences.current[body] = known
            return known
        }
        let result: Parsed
        if let known {
            result = known
        } else {
            result = parse(1)
            fences.withValue { $0.current[body] = result }
        }
        return result.mapError { problem in
            var moved = problem
            moved.location.line += line - 1
            moved.fix?.range.start.line += line - 1
            moved.fix?.range.end.line += line - 1
            return moved
        }
    }

    func endBuild() {
        fences.withValue { $0 = ($0.current, [:]) }
    }
}
