import HIGControls
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads SwiftUI source into screens of the control model, with no compiler and no type
/// checking: what the code writes literally is read, what it leaves to run time is reported as
/// unknown rather than guessed.
package enum SwiftUIImporter {
    /// Reads the files of one module together (views are followed by name across files); one
    /// `ImportedFile` per input, in order.
    ///
    /// Each `struct X: View` with a `body` that no other view shows is a screen named `X`; a view
    /// another shows is read inside it, each part reported where it is written. Previews are no
    /// screens (see `isScreen`). A file that is not UTF-8 text, has a syntax
    /// error, or nests deeper than higsite reads gives one problem and no screens; a view too large
    /// to read gives one problem where it runs out, and no screen. The other files and views are
    /// read all the same.
    ///
    /// With a `parseGuard`, each file is parsed there first, where a parse that runs away can be
    /// stopped, and only a file it found free of syntax errors is parsed again here, if it may
    /// hold a view (`SwiftUIModuleFiles`).
    package static func read(_ files: [(path: String, data: [UInt8])], parseGuard: (any SwiftParseGuard)? = nil) -> [ImportedFile] {
        var module = SwiftUIModuleFiles(files, parseGuard: parseGuard)
        var views: [String: SwiftUIViewDeclaration] = [:]
        for collector in module.collectors.compactMap({ $0 }) {
            for view in collector.views where views[view.name] == nil { views[view.name] = view }
        }
        var references = SwiftUIViewReferences(previews: module.collectors.flatMap { $0?.previewNodes ?? [] }, views: Set(views.keys))
        // Views only code for another system shows are that system's (`SwiftMacOSCode`).
        let isMacOS = module.results.map(\.isForOtherSystem)
        module.parseSetAside(naming: references.shownInPreviews.union(isMacOS.contains(true) ? Set(views.keys) : []))
        let macOSViews = SwiftMacOSCode.viewsOnlyMacOSUses(declared: views.mapValues(\.file), trees: module.trees, isMacOS: isMacOS)
        module.addUses(to: &references)
        var results = module.results
        let lines = module.lines, collectors = module.collectors
        let reader = SwiftUIReader(lines: lines, views: views,
                                   textFieldsHaveClearButton: collectors.contains { $0?.setsClearButtonMode == true })
        reader.caseCounts = caseCounts(collectors)
        // Every view is read before any is judged a screen: reading records who shows whom.
        var read: [(view: SwiftUIViewDeclaration, fragment: SwiftUIFragment)] = []
        for collector in collectors.compactMap({ $0 }) {
            for view in collector.views {
                guard !macOSViews.contains(view.name) else {
                    results[view.file].macOSViews += 1
                    continue
                }
                // A view that shares its name with an earlier one is read on its own.
                let fragment = views[view.name]?.nameToken.id == view.nameToken.id
                    ? reader.fragment(of: view)
                    : reader.readBody(view.body, SwiftUIReader.Context(file: view.file, owner: view, strings: view.constants), named: view.name)
                read.append((view, fragment))
            }
        }
        let paths = files.map(\.path)
        for (view, fragment) in read where isScreen(view.name, users: reader.users, references: references) {
            let position = lines[view.file].position(ofByteOffset: view.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset)
            add(fragment, named: view.name, at: position, file: view.file, reader: reader, paths: paths,
                containerIsKnown: !references.isPreviewOnly(view.name), to: &results)
        }
        return results
    }

    /// The enums `ForEach(Tab.allCases)` may name: a name declared twice (nested in two types)
    /// is left out, since which one the code means is not known.
    private static func caseCounts(_ collectors: [SwiftUIDeclarationCollector?]) -> [String: Int] {
        var counts: [String: Int?] = [:]
        for case let (name, count) in collectors.flatMap({ $0?.caseIterables ?? [] }) {
            counts[name] = counts[name] == nil ? count : Int?.none
        }
        return counts.compactMapValues { $0 }
    }

    /// Whether a view is linted as a screen of its own: not when another view shows it (it is
    /// judged there, in the containers it is put in), unless only views that only previews show
    /// do. `#Preview` blocks are no screens, and a view only previews show is one whose
    /// container is not known: what a preview puts around a view is not where the app shows it.
    private static func isScreen(_ name: String, users: [String: Set<String>], references: SwiftUIViewReferences) -> Bool {
        users[name, default: []].allSatisfy { references.isPreviewOnly($0) }
    }

    /// A view's screen; or, for a view too large to read (or showing one), no screen and the
    /// problem once, in the file and at the place where the reading ran out.
    private static func add(_ fragment: SwiftUIFragment, named name: String, at position: SourcePosition, file: Int,
                            reader: SwiftUIReader, paths: [String], containerIsKnown: Bool, to results: inout [ImportedFile]) {
        guard let excess = fragment.excess else {
            var screen = SwiftUIScreenAssembly.screen(name: name, at: position, file: file, from: fragment, reader: reader, paths: paths)
            screen.containerIsKnown = containerIsKnown
            results[file].screens.append(screen)
            return
        }
        let problem = ImportProblem(position: excess.location.position, message: excess.message)
        if !results[excess.location.file].problems.contains(problem) { results[excess.location.file].problems.append(problem) }
    }

    /// One file's lines, and its declarations or the one problem that keeps it from being read.
    /// A macOS or watchOS file (`SwiftMacOSCode`) has no declarations: none of its views is read.
    /// `text` and `lines`, when the caller has them, are the file's as UTF-8 text with no NUL.
    static func parse(_ data: [UInt8], file: Int, text: (String, SourceLines)? = nil)
        -> (lines: SourceLines, collector: SwiftUIDeclarationCollector?, problem: ImportProblem?, system: SwiftMacOSCode.OtherSystem?,
            tree: SourceFileSyntax?) {
        switch text.map({ syntaxTree(of: data, text: $0.0, lines: $0.1) }) ?? syntaxTree(of: data) {
        case .failure(let refused):
            return (refused.lines, nil, refused.problem, nil, nil)
        case .success(let (lines, tree)):
            if let system = SwiftMacOSCode.otherSystem(of: tree) { return (lines, nil, nil, system, tree) }
            let collector = SwiftUIDeclarationCollector(file: file, lines: lines)
            collector.walk(tree)
            collector.tree = tree
            collector.macOSBranches = SwiftMacOSCode.macOSClauses(in: tree, lines: lines)
            return (lines, collector, nil, nil, tree)
        }
    }

    /// The one problem that keeps a file from being read, or nil for a file free of syntax
    /// errors: what a `SwiftParseGuard` runs where a parse can be stopped.
    package static func syntaxProblem(of data: [UInt8]) -> ImportProblem? {
        if case .failure(let refused) = syntaxTree(of: data) { return refused.problem }
        return nil
    }

    struct Refused: Error {
        var lines: SourceLines
        var problem: ImportProblem
    }

    /// A file's syntax tree, or why it has none. The bounds on nesting come before the parser and
    /// the tree's depth before anything walks the tree, since both would overflow the stack on
    /// what they bound.
    static func syntaxTree(of data: [UInt8]) -> Result<(SourceLines, SourceFileSyntax), Refused> {
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else {
            return .failure(Refused(lines: SourceLines(""), problem: ImportProblem(position: nil, message: Self.notUTF8)))
        }
        return syntaxTree(of: data, text: text, lines: SourceLines(text))
    }

    static let notUTF8 = Localized(ko: "Swift 소스 파일이 아닙니다(UTF-8 텍스트가 아님)", en: "not a Swift source file (not UTF-8 text)")

    /// The same, for a file already read as text: the bytes as UTF-8 with no NUL, and their lines.
    static func syntaxTree(of data: [UInt8], text: String, lines: SourceLines) -> Result<(SourceLines, SourceFileSyntax), Refused> {
        func refused(at offset: Int, _ message: Localized) -> Result<(SourceLines, SourceFileSyntax), Refused> {
            .failure(Refused(lines: lines, problem: ImportProblem(position: lines.position(ofByteOffset: offset), message: message)))
        }
        if let (offset, excess) = SwiftNesting.firstExcess(data) {
            return refused(at: offset, SwiftNesting.message(excess))
        }
        // The same bound in debug and release builds (swift-syntax's default is 20 in one, 256 in the other).
        var parser = Parser(text, maximumNestingLevel: SwiftNesting.maximumDepth)
        let tree = SourceFileSyntax.parse(from: &parser)
        if let offset = SwiftSyntaxDepth.firstTooDeep(tree) {
            return refused(at: Self.skippingSpace(from: offset, in: data), SwiftSyntaxDepth.message)
        }
        if tree.hasError {
            return .failure(Refused(lines: lines, problem: syntaxProblem(tree, lines: lines)))
        }
        return .success((lines, tree))
    }

    /// Past the spaces and line breaks at `offset`: a node's place is its first token's.
    private static func skippingSpace(from offset: Int, in data: [UInt8]) -> Int {
        var offset = offset
        while offset < data.count, SwiftNestingScanner.isSpace(data[offset]) { offset += 1 }
        return offset
    }

    /// The first syntax error, where it is. swift-syntax's diagnostics take time quadratic in
    /// their number (each new one is checked against those before it), and a file of garbage has
    /// one on every line: 10,000 lines of XML read as Swift took two minutes (`scripts/fuzz app`).
    /// So they are made for the first part of the tree with an error in it, going down into the
    /// first such part while it is over 4 KB: the first error is in there.
    private static func syntaxProblem(_ tree: SourceFileSyntax, lines: SourceLines) -> ImportProblem {
        var node = Syntax(tree)
        while node.totalLength.utf8Length > 4_096, let first = node.children(viewMode: .all).first(where: \.hasError) {
            node = first
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: node)
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else {
            return ImportProblem(position: nil, message: Localized(ko: "Swift 구문 오류", en: "Swift syntax error"), isSwiftSyntaxError: true)
        }
        return ImportProblem(position: lines.position(ofByteOffset: first.position.utf8Offset), message: Localized(ko: "Swift 구문 오류: \(first.message)", en: "Swift syntax error: \(first.message)"),
                             isSwiftSyntaxError: true)
    }
}
