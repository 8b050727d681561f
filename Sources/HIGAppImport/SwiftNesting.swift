import HIGControls

/// How deeply a Swift file nests, measured on its bytes before swift-syntax sees it.
///
/// swift-syntax 603's parser recurses once for every level of nesting, and checks its own
/// `maximumNestingLevel` in only some places: not in generic arguments (`Array<Array<…>>`), not
/// in chains of `try`/`await`, of `else if` or of function types (`A -> B -> …`). Two thousand
/// levels of any of these overflow the stack (found by the attacks of issue 34), so the file is
/// measured first and refused above `maximumDepth`: brackets, generic angle brackets, string
/// interpolations and `#if` count a level each, and so does each keyword or operator of such a
/// chain until the statement it is in ends. Real code stays far below: the deepest of the 424
/// files of a large SwiftUI app (IceCubesApp) goes 19 levels deep.
///
/// Square brackets also cost time: the parser's lookahead for array types doubles with every
/// level of `[` inside `[` (`[[[[…`, `[(`, `[A<[…`, balanced or not): 20 levels take 0.3 s, 40 more
/// than a minute (found by `scripts/fuzz app`). Each `[` is counted at 2 to the power of its depth
/// and a file whose brackets cost more than `bracketBudget` is refused: one run 18 deep, or a third
/// run 16 deep (0.08 s each). All 424 files of IceCubesApp together cost 3,004, the costliest 128.
enum SwiftNesting {
    static let maximumDepth = 128
    static let bracketBudget = 1 << 18

    enum Excess: Equatable {
        /// Nested more than `maximumDepth` levels.
        case depth
        /// Square brackets inside square brackets past `bracketBudget`.
        case bracketCost
    }

    /// What the problem at the offset says.
    static func message(_ excess: Excess) -> Localized {
        switch excess {
        case .depth:
            Localized(ko: "\(maximumDepth)단계보다 깊이 중첩되어 있습니다(괄호, 제네릭 인자, 또는 try, await, else if, ->의 연쇄). "
                          + "higsite가 쓰는 Swift 파서의 스택이 모자라므로 이 파일을 읽지 않습니다",
                      en: "nested more than \(maximumDepth) levels deep (brackets, generic arguments, or a chain of try, await, "
                          + "else if or ->); higsite does not read this file, since the Swift parser it uses would run out of stack")
        case .bracketCost:
            Localized(ko: "대괄호가 너무 깊이 중첩되어 있습니다(이 근처). higsite가 쓰는 Swift 파서는 한 단계마다 시간이 두 배로 늘어나므로 "
                          + "이 파일을 읽지 않습니다",
                      en: "square brackets nested too deeply (around here); higsite does not read this file, "
                          + "since the Swift parser it uses takes time that doubles with every level of them")
        }
    }

    /// The byte offset where the file first goes past a bound, and which, or nil. One pass.
    static func firstExcess(_ bytes: [UInt8]) -> (offset: Int, excess: Excess)? {
        var scanner = SwiftNestingScanner(bytes: bytes)
        return scanner.run()
    }
}
