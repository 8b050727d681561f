/// Inputs of the `app` target that are small as bytes and large as files: nesting thousands
/// deep, long modifier chains, nested `ForEach` ranges, views that use each other (issue 34).
/// libFuzzer's mutations of a file rarely make one 10,000 levels deep; a recipe that says how
/// deep does, and the fuzzer mutates the recipe's numbers and text like any other bytes.
///
/// A recipe is `gen:` then a shape letter, a count, an optional second count after a comma, and
/// after one space the text the shape repeats: `gen:m100000 padding` is `Text("a")` with 100,000
/// `.padding()`. Files are cut at `maximumSize`, so a recipe costs what a large real file does.
enum AppGenerator {
    static let marker = Array("gen:".utf8)
    static let maximumSize = 2_000_000

    enum Shape: UInt8, CaseIterable {
        /// `VStack {` inside `VStack {`, count deep.
        case views = 0x76 // v
        /// `<view><subviews>` inside each other in a XIB, count deep.
        case xml = 0x78 // x
        /// `Array<` inside `Array<`, count deep.
        case generics = 0x67 // g
        /// A text with count modifiers named by the text (`padding` if none).
        case modifiers = 0x6D // m
        /// `ForEach(0..<second)` inside each other, count deep.
        case ranges = 0x72 // r
        /// Count views, each showing the second count of the views after it.
        case viewGraph = 0x75 // u
        /// The text count times in front of `g()`: `try `, `await `, `-> `.
        case chain = 0x63 // c
        /// The text's two halves around `|`, count times each: `(|)`, `[|]`, `"\(|)"`.
        case nest = 0x6E // n
    }

    /// The file a recipe makes, or nil when the bytes are not a recipe.
    static func file(from bytes: [UInt8]) -> [UInt8]? {
        guard bytes.starts(with: marker), bytes.count > marker.count else { return nil }
        var index = marker.count
        let letter = bytes[index]
        let shape = Shape(rawValue: letter) ?? Shape.allCases[Int(letter) % Shape.allCases.count]
        index += 1
        let count = number(bytes, &index)
        var second = 10
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            second = number(bytes, &index)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let text = String(decoding: bytes[index...], as: UTF8.self)
        return Array(source(shape, count: count, second: second, text: text).utf8.prefix(maximumSize))
    }

    /// Decimal digits from `index`, at most 1,000,000 (the file is cut at `maximumSize` anyway).
    private static func number(_ bytes: [UInt8], _ index: inout Int) -> Int {
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
            index += 1
        }
        return value
    }

    /// The text of a shape, repeated no further than the file could hold.
    private static func source(_ shape: Shape, count: Int, second: Int, text: String) -> String {
        func repeated(_ piece: String, _ times: Int) -> String {
            String(repeating: piece, count: min(times, maximumSize / max(piece.utf8.count, 1) + 1))
        }
        func view(_ body: String) -> String { "import SwiftUI\n\nstruct Fuzz: View {\n    var body: some View {\n\(body)\n    }\n}\n" }
        switch shape {
        case .views:
            return view(repeated("VStack {\n", count) + "Text(\"\(text)\")\n" + repeated("}\n", count))
        case .xml:
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
                + "version=\"3.0\">\n<objects>\n" + repeated("<view><subviews>\n", count) + "<label text=\"\(text)\"/>\n"
                + repeated("</subviews></view>\n", count) + "</objects>\n</document>\n"
        case .generics:
            return "let x: " + repeated("Array<", count) + (text.isEmpty ? "Int" : text) + repeated(">", count) + " = []\n"
        case .modifiers:
            return view("Text(\"a\")" + repeated(".\(text.isEmpty ? "padding" : text)()", count))
        case .ranges:
            let range = "ForEach(0..<\(second)) { _ in "
            return view(repeated(range, min(count, 64)) + "Text(\"\(text)\")" + repeated(" }", min(count, 64)))
        case .viewGraph:
            return viewGraph(views: min(count, 2_000), uses: min(second, 100), leaf: text)
        case .chain:
            return "func f() async throws {\n    _ = " + repeated(text.isEmpty ? "try " : text, count) + "g()\n}\n"
        case .nest:
            let halves = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return "let x = " + repeated(halves[0], count) + "1" + repeated(halves.count > 1 ? halves[1] : "", count) + "\n"
        }
    }

    /// Views `V0`…: each shows the `uses` views after it, the last ones a text.
    private static func viewGraph(views: Int, uses: Int, leaf: String) -> String {
        var source = "import SwiftUI\n"
        for view in 0..<views {
            let shown = (0..<uses).map { view + 1 + $0 < views ? "V\(view + 1 + $0)()" : "Text(\"\(leaf)\")" }
            source += "struct V\(view): View {\n    var body: some View {\n        VStack {\n            "
                + shown.joined(separator: "\n            ") + "\n        }\n    }\n}\n"
            if source.utf8.count > maximumSize { break }
        }
        return source
    }
}
