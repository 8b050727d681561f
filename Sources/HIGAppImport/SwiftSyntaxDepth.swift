// The raw tree, walked without making a node of every part (see firstTooDeep).
import HIGControls
@_spi(RawSyntax) import SwiftSyntax

/// How deep a parsed file's syntax tree goes, measured without recursion.
///
/// SyntaxVisitor, swift-syntax's diagnostics and `description` visit a tree by calling
/// themselves once per level, and a chain the parser reads in a loop still makes a level per
/// link: 100,000 `.padding()` (1 MB) make a tree 200,000 deep, which overflows their stack, and
/// every position asked of a node in it walks down the chain to its first token (issue 34 saw
/// the reading run for minutes). So a file whose tree is deeper than `maximum` is refused once
/// parsed, before anything walks it. Real code stays far below: the deepest tree of the 424 files of
/// a large SwiftUI app (IceCubesApp) is 94 levels.
enum SwiftSyntaxDepth {
    static let maximum = 1_000

    static let message = Localized(
        ko: "구문 트리가 1,000단계보다 깊습니다(그만큼 긴 수정자, 멤버, 첨자의 연쇄). 이런 트리를 따라가면 스택이 모자라므로 "
            + "higsite는 이 파일을 읽지 않습니다",
        en: "a syntax tree more than 1,000 levels deep (a chain of modifiers, members or subscripts "
            + "that long); higsite does not read this file, since walking such a tree would run out of stack")

    /// The byte offset where the first node deeper than `maximum` starts (its leading trivia
    /// included), or nil. Visits each node once, in the file's order (in a chain, that finds
    /// where the chain starts), over the raw tree: asking a `Syntax` of every node would make
    /// them all, in memory that lives as long as the tree.
    static func firstTooDeep(_ tree: SourceFileSyntax) -> Int? {
        var pending: [(node: RawSyntax, depth: Int, offset: Int)] = [(tree.raw, 0, 0)]
        while let (node, depth, offset) = pending.popLast() {
            if depth > maximum { return offset }
            guard let layout = node.layoutView else { continue }
            let first = pending.count
            var childOffset = offset
            for case let child? in layout.children {
                pending.append((child, depth + 1, childOffset))
                childOffset += child.byteLength
            }
            pending[first...].reverse()
        }
        return nil
    }
}
