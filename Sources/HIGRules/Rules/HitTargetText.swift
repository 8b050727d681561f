import HIGControls

/// The 44×44 pt hit target shared by the hit-target rules of controls and bars (no rule is defined here).
enum HitTarget {
    static let minimum = 44.0

    static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimum || size.height < minimum
    }

    /// The threshold of a rule whose tappable part is `part` (`each segment`).
    static func threshold(ko part: String, en enPart: String) -> Localized {
        Localized(ko: "\(part) 너비와 높이 모두 44포인트 이상 (2013년 가이드라인이 권하고 Apple이 지금도 iOS 컨트롤의 기본으로 권하는 크기)",
                  en: "\(enPart) at least 44 points wide and tall (recommended by the 2013 guidelines, and still Apple's default for iOS controls)")
    }
}
