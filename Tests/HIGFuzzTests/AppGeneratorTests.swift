import Foundation
@testable import HIGFuzz
import HIGAppImport
import Testing

/// The recipes of the `app` target (AppGenerator): each shape makes the file it names, and the
/// importers come back from it with a problem where it is too deep or too large, not a crash.
@Suite struct AppGeneratorTests {
    func file(_ recipe: String) throws -> String {
        String(decoding: try #require(AppGenerator.file(from: Array(recipe.utf8))), as: UTF8.self)
    }

    @Test func anInputThatIsNoRecipeIsReadAsItIs() {
        #expect(AppGenerator.file(from: Array("struct V: View {}".utf8)) == nil)
        #expect(AppGenerator.file(from: Array("gen:".utf8)) == nil)
    }

    @Test func eachShapeMakesWhatItNames() throws {
        #expect(try file("gen:v3 x").components(separatedBy: "VStack {").count == 4)
        #expect(try file("gen:x4 a").components(separatedBy: "<view><subviews>").count == 5)
        #expect(try file("gen:g2").contains("let x: Array<Array<Int>> = []"))
        #expect(try file("gen:m3 bold").contains("Text(\"a\").bold().bold().bold()"))
        #expect(try file("gen:r2,7 a").contains("ForEach(0..<7) { _ in ForEach(0..<7) { _ in Text(\"a\") } }"))
        #expect(try file("gen:u3,2 t").contains("struct V1: View {\n    var body: some View {\n        VStack {\n            V2()\n            Text(\"t\")"))
        #expect(try file("gen:c3 await ").contains("_ = await await await g()"))
        #expect(try file("gen:n2 [|]").contains("let x = [[1]]"))
        // An unknown letter is one of the shapes all the same; counts past the file's size are cut.
        #expect(try file("gen:?5 x").isEmpty == false)
        #expect(try file("gen:m999999999 padding").utf8.count == AppGenerator.maximumSize)
    }

    /// The attacks of issue 34 as recipes: each is a problem of the file it makes, quickly.
    @Test(arguments: [
        ("gen:r5,100 a", "'Fuzz' is too large to read"),
        ("gen:x10000 deep", "not a well-formed storyboard: elements nested more than 256 levels deep"),
        ("gen:g2000", "nested more than 128 levels deep"),
        ("gen:m20000 padding", "a syntax tree more than 1,000 levels deep"),
        ("gen:c5000 try ", "nested more than 128 levels deep"),
        ("gen:n3000 \"\\(|)\"", "nested more than 128 levels deep"),
        ("gen:v3000 x", "nested more than 128 levels deep"),
    ])
    func anAttackIsOneProblem(_ recipe: String, _ message: String) throws {
        let bytes = try #require(AppGenerator.file(from: Array(recipe.utf8)))
        let kind: ImportedFile.Kind = recipe.hasPrefix("gen:x") ? .xib : .swiftUI
        let file = kind == .xib
            ? InterfaceBuilderImporter.read(bytes, path: "Fuzz.xib", kind: .xib)
            : SwiftUIImporter.read([("Fuzz.swift", bytes)])[0]
        #expect(file.problems.map(\.message.en).contains { $0.hasPrefix(message) }, "\(recipe): \(file.problems)")
    }
}
