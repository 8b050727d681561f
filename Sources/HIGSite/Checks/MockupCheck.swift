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

    static func read(_ site: Site, ruleIDs: Set<String>) -> (mockups: ResolvedMockups, diagnostics: [Diagnostic]) {
        var resolved = ResolvedMockups()
        var diagnostics: [Diagnostic] = []
        for page in site.pages {
            for (index, block) in page.document.codeBlocks.enumerated() where block.info.split(separator: " ").first == Substring(MockupFence.info) {
                switch MockupFence.parse(block.body, bodyLine: block.location.line + 1, ruleIDs: ruleIDs) {
                case .success(let fence):
                    resolved.fences[page.language, default: [:]][page.id, default: [:]][index] = fence
                case .failure(let problem):
                    diagnostics.append(Diagnostic(file: page.file.displayPath, location: problem.location, problem: problem.problem, notes: problem.notes))
                }
            }
        }
        return (resolved, diagnostics)
    }
}
