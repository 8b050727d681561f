import HIGControls

/// The check shared by the accessibility-label rules of navigation bars and toolbars (no rule is defined here).
enum BarItemAccessibilityLabel {
    /// A finding for each icon-only button item of `items` (at `path`) without an accessibility label.
    static func findings(_ items: [BarItem], at path: ElementPath, bar: Localized) -> [Finding] {
        items.enumerated().compactMap { position, item in
            guard item.isIconOnly, (item.accessibilityLabel ?? "").allSatisfy(\.isWhitespace) else { return nil }
            let icon = item.icon ?? ""
            return Finding(path.index(position), Localized(
                ko: "\(bar.ko)의 ‘\(icon)’ 아이콘 항목에 손쉬운 사용 레이블이 없습니다. VoiceOver가 읽을 수 있도록 항목이 하는 일을 짧게 적으세요(accessibility-label).",
                en: "The \(bar.en) item that shows only the ‘\(icon)’ icon has no accessibility label; give it a short one that says what it does (accessibility-label), for VoiceOver to speak."))
        }
    }
}
