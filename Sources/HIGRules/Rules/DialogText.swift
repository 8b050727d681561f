import Foundation
import HIGControls

/// What the alert and action sheet rules read in titles (no rule is defined here).
enum DialogText {
    /// A text the app's code computes (`Text(L10n.title)`), which importers write as `…`: present,
    /// its words unknown, so no rule about words judges it.
    static func isKnown(_ text: String) -> Bool { text != "…" }

    /// A title folded for comparison: trimmed, lower case, without a closing full stop.
    static func folded(_ text: String) -> String {
        var folded = text.trimmingCharacters(in: .whitespaces).lowercased()
        while folded.hasSuffix(".") || folded.hasSuffix("!") { folded.removeLast() }
        return folded
    }

    /// The words of a title: runs of characters between spaces.
    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).count
    }

    static let cancelTitles: Set<String> = ["cancel", "취소"]
    static let okTitles: Set<String> = ["ok", "okay", "확인"]
    static let yesNoTitles: Set<String> = ["yes", "no", "예", "아니요", "아니오", "네", "아니"]
    static let genericTitles: Set<String> = ["error", "warning", "alert", "오류", "에러", "경고", "알림", "주의"]

    /// Each alert (or action sheet) of the screen with its path.
    static func alerts(in screen: Screen) -> [(path: ElementPath, alert: Alert)] {
        screen.elements.compactMap { path, element in
            guard case .alert(let alert) = element else { return nil }
            return (path, alert)
        }
    }

    static func actionSheets(in screen: Screen) -> [(path: ElementPath, sheet: ActionSheet)] {
        screen.elements.compactMap { path, element in
            guard case .actionSheet(let sheet) = element else { return nil }
            return (path, sheet)
        }
    }
}
