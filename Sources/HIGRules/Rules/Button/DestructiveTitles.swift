import Foundation
import HIGControls

/// Titles that name an action which deletes or discards something (no rule is defined here):
/// the button and swipe-action rules about the destructive role share them.
enum DestructiveTitles {
    /// English verbs that begin a destructive title (`Delete`, `Delete Photo`, `Erase All Content`).
    static let englishVerbs: Set<String> = ["delete", "erase", "discard"]
    /// Korean words that make a title destructive (`삭제`, `사진 삭제`, `모두 지우기`, `변경 사항 폐기`).
    static let koreanWords = ["삭제", "지우기", "폐기"]

    static func isDestructive(_ title: String?) -> Bool {
        guard let title = title?.trimmingCharacters(in: .whitespaces), !title.isEmpty else { return false }
        if let first = title.split(separator: " ").first, englishVerbs.contains(first.lowercased()) { return true }
        return koreanWords.contains { title.contains($0) }
    }
}
