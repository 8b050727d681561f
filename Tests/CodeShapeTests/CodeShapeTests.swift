import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The shape the code keeps so a newcomer can change it (issue 24): short files, short functions,
/// and pointer-level byte work in one folder only. Each limit is checked over every Swift file of
/// Sources/, so a file that grows past one fails here, with its name and size.
@Suite struct CodeShapeTests {
    /// Lines a file may have, unless it is a catalogue: a list of entries read one by one
    /// (rules, strings per language), where splitting would only scatter the list.
    static let fileLimit = 300
    static let catalogues: Set<String> = [
        "HIGSite/Site/UIStrings.swift",
    ]

    /// Lines of a function's body, from its first line to its last (catalogues excepted).
    static let functionLimit = 60

    /// The byte layer: the only files of HIGSite that touch pointers or scan raw bytes.
    static let byteLayer = "HIGSite/Bytes/"

    /// Files outside HIGSite that talk to the system through pointers: the preview server's
    /// sockets and files, libFuzzer's C entry point and the output swap. Not byte scanning.
    static let systemGlue: Set<String> = [
        "higsite/Preview/Fingerprint.swift",
        "higsite/Preview/PreviewConnection.swift",
        "higsite/Preview/PreviewFiles.swift",
        "higsite/Preview/PreviewListener.swift",
        "higsite-fuzz/LibFuzzerEntry.swift",
    ]

    /// Files of HIGSite that walk cmark-gfm's node tree through its C API (`OpaquePointer` is a
    /// `cmark_node *`): the Markdown layer's bridge to the parser, not byte scanning.
    static let cmarkGlue: Set<String> = [
        "HIGSite/Markdown/CmarkTree.swift",
        "HIGSite/Markdown/BodyMarking.swift",
        "HIGSite/Markdown/OutlineReader.swift",
        "HIGSite/Markdown/OutlineReader+Attributes.swift",
    ]

    /// Modules that are no library product: what they share with the package's other modules
    /// is `package`, never `public` (only HIGRules and the HIGControls types its API shows are).
    static let packageOnlyModules = ["HIGSite/", "HIGMockups/", "HIGAppImport/", "HIGLanguageServer/", "HIGFuzz/", "higsite/"]

    static let pointerWords = ["withUnsafe", "OpaquePointer", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
                               "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
                               "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "memchr", "memcmp"]

    @Test func filesAreShort() throws {
        var long: [String] = []
        for file in try SourceFile.all() where !Self.catalogues.contains(file.path) {
            if file.lineCount > Self.fileLimit { long.append("\(file.path): \(file.lineCount) lines") }
        }
        #expect(long.isEmpty, "files over \(Self.fileLimit) lines:\n\(long.joined(separator: "\n"))")
    }

    @Test func functionsAreShort() throws {
        var long: [String] = []
        for file in try SourceFile.all() where !Self.catalogues.contains(file.path) {
            let finder = LongBodies(limit: Self.functionLimit, converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            finder.walk(file.tree)
            long += finder.found.map { "\(file.path):\($0)" }
        }
        #expect(long.isEmpty, "functions over \(Self.functionLimit) lines:\n\(long.joined(separator: "\n"))")
    }

    @Test func onlyTheByteLayerTouchesPointers() throws {
        var found: [String] = []
        for file in try SourceFile.all() where !file.path.hasPrefix(Self.byteLayer) && !Self.systemGlue.contains(file.path)
            && !Self.cmarkGlue.contains(file.path) {
            let finder = PointerUse(words: Self.pointerWords, converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            finder.walk(file.tree)
            found += finder.found.map { "\(file.path):\($0)" }
        }
        #expect(found.isEmpty, "pointer or raw byte work outside \(Self.byteLayer):\n\(found.joined(separator: "\n"))")
    }

    @Test func modulesThatAreNoProductDeclareNothingPublic() throws {
        var found: [String] = []
        for file in try SourceFile.all() where Self.packageOnlyModules.contains(where: file.path.hasPrefix) {
            let finder = PublicDeclarations(converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            finder.walk(file.tree)
            found += finder.found.map { "\(file.path):\($0)" }
        }
        #expect(found.isEmpty, "public declarations in modules that are no library product (make them package):\n\(found.joined(separator: "\n"))")
    }
}

/// Declarations marked `public`.
final class PublicDeclarations: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.public) {
            found.append("\(node.startLocation(converter: converter).line): \(node.parent?.parent?.trimmedDescription.prefix(60) ?? "public")")
        }
        return .visitChildren
    }
}

struct SourceFile {
    /// The path under Sources/.
    var path: String
    var lineCount: Int
    var tree: SourceFileSyntax

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    static func all() throws -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            files.append(SourceFile(path: path, lineCount: lines, tree: Parser.parse(source: text)))
        }
        #expect(files.count > 100, "found only \(files.count) Swift files under \(root.path)")
        return files.sorted { $0.path < $1.path }
    }
}

/// Function, initializer, accessor and closure-free bodies longer than a limit.
final class LongBodies: SyntaxVisitor {
    let limit: Int
    let converter: SourceLocationConverter
    var found: [String] = []

    init(limit: Int, converter: SourceLocationConverter) {
        self.limit = limit
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func measure(_ name: String, _ body: CodeBlockSyntax?) {
        guard let body else { return }
        let first = body.leftBrace.startLocation(converter: converter).line
        let last = body.rightBrace.endLocation(converter: converter).line
        if last - first + 1 > limit { found.append("\(first): \(name) is \(last - first + 1) lines") }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        measure("func \(node.name.text)", node.body)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        measure("init", node.body)
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        measure(node.accessorSpecifier.text, node.body)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if case .getter(let items)? = node.accessorBlock?.accessors, let block = node.accessorBlock {
            let first = block.leftBrace.startLocation(converter: converter).line
            let last = block.rightBrace.endLocation(converter: converter).line
            if last - first + 1 > limit, !items.isEmpty {
                found.append("\(first): var \(node.pattern.trimmedDescription) is \(last - first + 1) lines")
            }
        }
        return .visitChildren
    }
}

/// Identifiers naming pointer types, pointer access or C byte search.
final class PointerUse: SyntaxVisitor {
    let words: [String]
    let converter: SourceLocationConverter
    var found: [String] = []

    init(words: [String], converter: SourceLocationConverter) {
        self.words = words
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = token.tokenKind, words.contains(where: { name.hasPrefix($0) }) {
            found.append("\(token.startLocation(converter: converter).line): \(name)")
        }
        return .visitChildren
    }
}
