import HIGControls
import SwiftSyntax

/// The bound on what reading one view's body may take: the views it writes, each copy of its
/// `ForEach` content, and what it takes from the views it shows by name.
///
/// Each `ForEach` over a literal range is read once per element, and ranges inside each other
/// multiply: five `ForEach(0..<100)` are 10 billion texts from 210 bytes of code (issue 34 saw
/// 4.9 GB before the process was stopped). So every step of a body's reading is charged to the
/// body, and the reading stops where the budget runs out; that place is one problem of the file
/// and the view gives no screen. A view shown by name is read once and charged to its own body;
/// the body that shows it pays for the copy it takes. Real views stay far below: the largest
/// body of a large SwiftUI app (IceCubesApp, 424 files) takes 251 steps, a two-hundredth of this.
extension SwiftUIReader {
    static let maximumWork = 50_000

    /// What one body's reading has spent, and where it ran out.
    struct Budget {
        var spent = 0
        var exhaustedAt: SwiftUILocation?
        /// A view shown by name that was too large to read: this one is not read whole either.
        var shows: SwiftUIExcess?
    }

    /// Whether the body being read has run out; nothing more is read once it has.
    var isExhausted: Bool { budget.exhaustedAt != nil }

    /// Charges `units` steps at `location`; false once the body has run out, now or before.
    func charge(_ units: Int, at location: @autoclosure () -> SwiftUILocation) -> Bool {
        guard budget.exhaustedAt == nil else { return false }
        budget.spent += units
        guard budget.spent > Self.maximumWork else { return true }
        budget.exhaustedAt = location()
        return false
    }

    /// Reads a body under a budget of its own, and marks the fragment when the budget ran out.
    func readBody(_ statements: CodeBlockItemListSyntax, _ context: Context, named name: String) -> SwiftUIFragment {
        let outer = budget
        budget = Budget()
        defer { budget = outer }
        var fragment = builder(statements, context)
        fragment.fullBleed = fullBleedColor(of: statements, context)
        if let place = budget.exhaustedAt {
            fragment.excess = SwiftUIExcess(location: place, message: Localized(
                ko: "'\(name)'의 크기가 너무 커서 읽지 않습니다. 뷰를 50,000개보다 많이 만듭니다(리터럴 범위를 도는 ForEach는 "
                    + "요소마다 한 번씩 읽히고, 범위가 겹쳐 있으면 곱해집니다). higsite는 그만큼까지만 읽으므로 이 뷰는 검사하지 않습니다",
                en: "'\(name)' is too large to read: it makes more than "
                    + "50,000 views (each ForEach over a literal range is read once per element, and ranges inside each other "
                    + "multiply); higsite reads a view up to that many and does not check this one"))
        } else {
            fragment.excess = budget.shows
        }
        return fragment
    }
}
