import SwiftSyntax

/// The files of one module as `SwiftUIImporter.read` takes them in: each file's lines, and its
/// declarations and tree, or the one problem that keeps it from being read.
///
/// With a parse guard, a file the guard found free of syntax errors and in which nothing names
/// a view is set aside unparsed (most of an app's models, networking and stores); it is parsed
/// later only if it names a view that a pass over the whole module looks for.
struct SwiftUIModuleFiles {
    private(set) var results: [ImportedFile]
    private(set) var lines: [SourceLines] = []
    private(set) var collectors: [SwiftUIDeclarationCollector?] = []
    private(set) var trees: [SourceFileSyntax?] = []
    private var setAside: [Int] = []
    private let data: [[UInt8]]

    init(_ files: [(path: String, data: [UInt8])], parseGuard: (any SwiftParseGuard)?) {
        results = files.map { ImportedFile(path: $0.path, kind: .swiftUI) }
        data = files.map(\.data)
        if let parseGuard {
            parseGuard.check(data) { index, problem in take(index, refused: problem, checked: true) }
        } else {
            for index in files.indices { take(index, refused: nil, checked: false) }
        }
    }

    private mutating func take(_ index: Int, refused: ImportProblem?, checked: Bool) {
        let parsed: (lines: SourceLines, collector: SwiftUIDeclarationCollector?, problem: ImportProblem?, system: SwiftMacOSCode.OtherSystem?,
                     tree: SourceFileSyntax?)
        if let refused {
            parsed = (SourceLines(""), nil, refused, nil, nil)
        } else if checked, let text = String(validating: data[index], as: UTF8.self) {
            // The guard found the file free of syntax errors, so it is UTF-8 text with no NUL.
            let lines = SourceLines(text)
            if Self.mayDeclareViews(lines) {
                parsed = SwiftUIImporter.parse(data[index], file: index, text: (text, lines))
            } else {
                parsed = (lines, nil, nil, nil, nil)
                setAside.append(index)
            }
        } else {
            parsed = SwiftUIImporter.parse(data[index], file: index)
        }
        lines.append(parsed.lines)
        collectors.append(parsed.collector)
        trees.append(parsed.tree)
        if let problem = parsed.problem { results[index].problems.append(problem) }
        results[index].isMacOS = parsed.system == .macOS
        results[index].isWatchOS = parsed.system == .watchOS
        results[index].macOSBranches = parsed.collector?.macOSBranches ?? 0
    }

    /// Parses the files set aside that name one of `names`, so that `trees` holds every file
    /// where those names are written.
    mutating func parseSetAside(naming names: Set<String>) {
        let words = Set(names.map { ArraySlice($0.utf8) })
        guard !words.isEmpty else { return }
        for index in setAside where trees[index] == nil && lines[index].containsWord(from: words) {
            let text = String(decoding: data[index], as: UTF8.self)
            trees[index] = try? SwiftUIImporter.syntaxTree(of: data[index], text: text, lines: lines[index]).get().1
        }
    }

    /// Where the views that previews show are used outside previews, in the iOS files that name
    /// them (after `parseSetAside(naming:)` with those names).
    func addUses(to references: inout SwiftUIViewReferences) {
        let words = Set(references.shownInPreviews.map { ArraySlice($0.utf8) })
        guard !words.isEmpty else { return }
        for (index, tree) in trees.enumerated() where !results[index].isForOtherSystem {
            guard let tree, lines[index].containsWord(from: words) else { continue }
            references.addUses(in: tree, previews: collectors[index]?.previewNodes ?? [])
        }
    }

    /// Whether a file could hold what `SwiftUIImporter.read` takes from a file's tree: a view or
    /// a preview, the clear-button setting, an enum `ForEach` may go over, macOS code. (On IceCubesApp, 244 of 424 files hold
    /// none of these words.)
    private static func mayDeclareViews(_ lines: SourceLines) -> Bool {
        lines.containsWord(from: wordsOfViews)
    }

    private static let wordsOfViews: Set<ArraySlice<UInt8>> = Set(
        ["View", "Preview", "PreviewProvider", "clearButtonMode", "CaseIterable", "AppKit", "Cocoa", "WatchKit", "macOS", "OSX"].map { ArraySlice($0.utf8) })
}
