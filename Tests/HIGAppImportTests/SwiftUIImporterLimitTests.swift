import HIGAppImport
import HIGControls
import Testing

/// Small files built to exhaust the importer (issue 34): nesting that would overflow the stack,
/// repetition that would fill the memory. Each is one problem at its place, in a few seconds,
/// and the file beside it is still read. Before the bounds, some took minutes: the time limit
/// fails them.
@Suite(.timeLimit(.minutes(1))) struct SwiftUIImporterLimitTests {
    /// A file read beside each attack: it must come through whole.
    static let neighbour = SwiftUITestSupport.source("""
        import SwiftUI

        struct Neighbour: View {
            var body: some View {
                Toggle("Wi-Fi", isOn: .constant(true))
            }
        }
        """, path: "Neighbour.swift")

    /// Reads the attack beside `neighbour`: the attack's file, after checking the neighbour was read.
    func readBesideNeighbour(_ source: String) -> ImportedFile {
        let files = SwiftUIImporter.read([SwiftUITestSupport.source(source, path: "Attack.swift"), Self.neighbour])
        #expect(files[1].problems.isEmpty && files[1].screens.map(\.name) == ["Neighbour"], "the other file is still read")
        return files[0]
    }

    /// The only problem of a file that gave no screen.
    func onlyProblem(_ file: ImportedFile, _ comment: Comment? = nil) -> ImportProblem? {
        #expect(file.screens.isEmpty, comment)
        #expect(file.problems.count == 1, comment)
        return file.problems.first
    }

    // MARK: Memory (issue 34, item 5)

    /// Five `ForEach(0..<100)` inside each other are 10^10 texts from 210 bytes: each range is
    /// small, their product is not. The whole view is budgeted, not each `ForEach`.
    @Test func nestedForEachRangesShareOneBudget() throws {
        let source = "import SwiftUI\nstruct V: View {\n var body: some View {\n"
            + String(repeating: "ForEach(0..<100) { _ in ", count: 5) + "Text(\"a\")" + String(repeating: " }", count: 5) + "\n }\n}\n"
        #expect(source.utf8.count < 260)
        let problem = try #require(onlyProblem(readBesideNeighbour(source)))
        #expect(problem.message.en.hasPrefix("'V' is too large to read: it makes more than 50,000 views"), "\(problem.message.en)")
        // At the innermost ForEach, where the budget ran out.
        #expect(problem.position?.line == 4)
    }

    /// Sixty views each showing twenty others (11 KB): every view is read once, and an unknown
    /// part is recorded once where it is written, not copied into every view that shows it.
    @Test func viewsThatUseEachOtherRecordEachUnknownOnce() {
        var source = "import SwiftUI\n"
        for view in 0..<60 {
            let uses = (1...20).map { view + $0 < 60 ? "V\(view + $0)()" : "Text(name)" }
            source += "struct V\(view): View { var body: some View { VStack {\n\(uses.joined(separator: "\n"))\n}  } }\n"
        }
        let file = readBesideNeighbour(source)
        let unknowns = file.screens.reduce(0) { $0 + $1.unknowns.count }
        // V0 shows every other view: it is the one screen, or its problem is the one problem.
        #expect(file.screens.count + file.problems.count == 1)
        for screen in file.screens {
            #expect(Set(screen.unknowns).count == screen.unknowns.count, "\(screen.name) repeats an unknown")
        }
        // Each unknown is a place in the file (a call of a view eight levels down): at most one
        // per call written, 60 × 20 in all.
        #expect(unknowns <= 60 * 20 * 60, "\(unknowns) unknowns")
        for problem in file.problems {
            #expect(problem.message.en.contains("is too large to read"), "\(problem.message.en)")
        }
    }

    // MARK: Stack (issue 34, item 6)

    /// The parser recurses once per generic argument list and does not check its nesting limit
    /// there: 2,000 of them overflowed the stack.
    @Test func genericArgumentsTwoThousandDeepAreOneProblem() throws {
        let source = "import SwiftUI\n\nlet x: " + String(repeating: "Array<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = []\n"
        let problem = try #require(onlyProblem(readBesideNeighbour(source)))
        #expect(problem.message.en.hasPrefix("nested more than 128 levels deep"), "\(problem.message.en)")
        // At the `<` that opens the 129th list.
        #expect(problem.position == SourcePosition(line: 3, column: 8 + 128 * 6 + 5))
    }

    /// Chains the parser reads by calling itself once per link, with no bracket in sight.
    @Test(arguments: [
        ("try", "func f() throws { _ = " + String(repeating: "try ", count: 5_000) + "g() }"),
        ("await", "func f() async { _ = " + String(repeating: "await ", count: 5_000) + "g() }"),
        ("else if", "func f(a: Int) {\n if a == 0 {}" + String(repeating: "\n else if a == 1 {}", count: 5_000) + "\n}"),
        ("->", "let f: " + String(repeating: "(Int) -> ", count: 5_000) + "Int"),
        ("?:", "let x = " + String(repeating: "a ? ", count: 5_000) + "b" + String(repeating: " : c", count: 5_000)),
        ("\\(", "let s = " + String(repeating: "\"\\(", count: 5_000) + "1" + String(repeating: ")\"", count: 5_000)),
        ("#if", String(repeating: "#if A\n", count: 5_000) + String(repeating: "#endif\n", count: 5_000)),
        ("{", "let c = " + String(repeating: "{ ", count: 5_000) + String(repeating: "} ", count: 5_000)),
    ])
    func chainsThousandsLongAreOneProblem(_ chain: String, _ source: String) throws {
        let problem = try #require(onlyProblem(readBesideNeighbour("import SwiftUI\n\n" + source + "\n"), "\(chain)"))
        #expect(problem.message.en.hasPrefix("nested more than 128 levels deep"), "\(chain): \(problem.message.en)")
    }

    /// A chain the parser reads in a loop still makes a tree one level deeper per link, which
    /// every visitor of the tree walks by calling itself (100,000 links overflowed the stack),
    /// and every position asked in it walks the chain (20,000 `.padding()` took 75 s in a debug
    /// build). They are refused once parsed, before anything walks them. Twenty thousand links
    /// make the point: parsing 100,000 takes swift-syntax's debug build seconds of its own.
    @Test(arguments: [
        ("padding", "struct P: View {\n var body: some View {\n  Text(\"a\")" + String(repeating: ".padding()", count: 20_000) + "\n }\n}"),
        ("member", "let x = a" + String(repeating: ".b", count: 20_000)),
        ("subscript", "let x = a" + String(repeating: "[0]", count: 20_000)),
        ("optional", "let x: Int" + String(repeating: "?", count: 20_000) + " = nil"),
    ])
    func longChainsAreOneProblemOnceParsed(_ chain: String, _ source: String) throws {
        let problem = try #require(onlyProblem(readBesideNeighbour("import SwiftUI\n\n" + source + "\n"), "\(chain)"))
        #expect(problem.message.en.hasPrefix("a syntax tree more than 1,000 levels deep"), "\(chain): \(problem.message.en)")
        // Where the chain starts.
        let start = ["padding": SourcePosition(line: 5, column: 3), "optional": SourcePosition(line: 3, column: 8)][chain]
        #expect(problem.position == start ?? SourcePosition(line: 3, column: 9), "\(chain)")
    }

    /// What real code does stays well inside: views nested forty deep, each with its modifiers.
    @Test func deepButRealisticViewsAreRead() throws {
        let depth = 40
        var body = "Text(\"end\").font(.caption)"
        // IceCubesApp's deepest file nests 19 levels (brackets and chains), its deepest tree is 94.
        for level in 0..<depth {
            body = "VStack {\n\(body)\n}.padding(\(level)).background(Color.red).frame(maxWidth: .infinity)"
        }
        let file = readBesideNeighbour("import SwiftUI\n\nstruct Deep: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(file.screens.first?.screen.content.count == 1)
    }
}
