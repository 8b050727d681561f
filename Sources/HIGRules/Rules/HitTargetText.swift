import HIGControls

/// The 44×44 pt hit target (Apple's recommendation; its minimum is 28×28 pt) shared by the hit-target rules of controls and bars (no rule is defined here).
enum HitTarget {
    static let minimum = 44.0

    static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimum || size.height < minimum
    }

    /// The threshold of a rule whose tappable part is `part` (`each segment`).
    static func threshold(ko part: String, en enPart: String) -> Localized {
        Localized(ko: "\(part) 너비와 높이 모두 44포인트 이상 (Apple이 권하는 크기. Apple은 28×28포인트를 최소 크기로 봅니다)",
                  en: "\(enPart) at least 44 points wide and tall (Apple's recommendation; Apple treats 28×28 points as the minimum)")
    }
}
