import HIGControls

/// The `mockup` fences of every page, read once: the renderer draws them, the checker reports
/// the ones that cannot be read (`mockup-spec`) at the line inside the fence.
struct ResolvedMockups: Sendable {
    private var fences: [Language: [PageID: [Int: MockupFence]]] = [:]

    /// How many fences were read, over every page.
    var count: Int { fences.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } } }

    /// The fence of a page's code block, by the block's index; nil for other code blocks.
    func fence(of page: Page, block: Int) -> MockupFence? {
        fences[page.language]?[page.id]?[block]
    }

    /// Each page's fences, `perPage` in the order of `site.pages`.
    init(_ site: Site, perPage: [[Int: MockupFence]]) {
        for (page, fences) in zip(site.pages, perPage) where !fences.isEmpty {
            self.fences[page.language, default: [:]][page.id] = fences
        }
    }

    /// Reads one page's fences. `cache`: fences read by earlier builds of a session; each
    /// fence's YAML is decoded once.
    static func read(_ page: Page, ruleIDs: Set<String>, cache: MockupFenceCache? = nil) -> (fences: [Int: MockupFence], diagnostics: [Diagnostic]) {
        var fences: [Int: MockupFence] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, block) in page.document.codeBlocks.enumerated() where block.info.split(separator: " ").first == Substring(MockupFence.info) {
            let parse = { MockupFence.parse(block.body, bodyLine: block.location.line + 1, ruleIDs: ruleIDs) }
            switch cache?.fence(block.body, line: block.location.line + 1, parse: parse) ?? parse() {
            case .success(let fence):
                fences[index] = fence
            case .failure(let problem):
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: problem.location, problem: problem.problem, notes: problem.notes))
            }
        }
        return (fences, diagnostics)
    }
}

/// Fences read by the builds of one session, by their text and first line (the line is part of
/// every position a problem reports). Keeps what the latest full check used, and everything
/// read since.
final class MockupFenceCache: Sendable {
    private struct Key: Hashable {
        var body: String
        var line: Int
    }

    typealias Parsed = Result<MockupFence, LocatedProblem>
    private let fences = Locked<(previous: [Key: Parsed], current: [Key: Parsed])>(([:], [:]))

    func fence(_ body: String, line: Int, parse: () -> Parsed) -> Parsed {
        let key = Key(body: body, line: line)
        let known = fences.withValue { fences -> Parsed? in
            let known = fences.current[key] ?? fences.previous[key]
            fences.current[key] = known
            return known
        }
        if let known { return known }
        let result = parse()
        fences.withValue { $0.current[key] = result }
        return result
    }

    func endBuild() {
        fences.withValue { $0 = ($0.current, [:]) }
    }
}
