import Foundation
import HIGControls

/// Label text contrasts enough with what is behind it, in light and in dark appearance.
enum LabelContrastRule {
    /// Apple's minimum contrast (HIG, Accessibility): 4.5:1 for text up to 17 pt, 3:1 for text
    /// of 18 pt or more and for bold text of any size. The ratio is WCAG's formula; WCAG's own
    /// large-text line (18 pt, or 14 pt bold) is not used.
    static let minimum = 4.5
    static let largeTextMinimum = 3.0
    /// Apple's 3:1 starts at 18 pt. The model does not know a label's weight, so bold text under
    /// 18 pt is held to 4.5:1: higsite's one departure from Apple, on the strict side.
    static let largeTextSize = 18.0

    /// The system's background and label colours in light and in dark appearance.
    enum Appearance: CaseIterable {
        case light, dark

        var systemBackground: Color { self == .light ? .white : .black }
        var systemLabel: Color { self == .light ? .black : .white }
    }

    static let rule = Rule(
        id: "label.contrast", component: .label, severity: .error,
        guideline: GuidelineReference("foundations/color", "contrast"),
        title: Localized(ko: "배경과 충분히 대비되는 글자 색", en: "Text colours with enough contrast"),
        summary: Localized(
            ko: "글자와 배경의 명암 차이가 작으면 밝은 곳이나 시력이 약한 사람에게는 글자가 보이지 않습니다. 레이블의 글자 색과 배경색 가운데 하나라도 정해져 있으면 명암비를 WCAG 공식으로 계산해 Apple의 최소 기준과 비교합니다. 한쪽이 시스템 색이면 라이트 모드와 다크 모드에서 시스템 색이 바뀌므로 두 모드를 모두 확인합니다.",
            en: "Text that differs too little from its background disappears in bright light and for people with low vision. When a label's text colour or background colour is given, the contrast ratio between them (WCAG's formula) is computed and compared with Apple's minimum. Where one side is a system colour, which changes between light and dark appearance, both appearances are checked."),
        threshold: Localized(
            ko: "18포인트보다 작은 글자는 명암비 \(ControlsText.contrastRatio(minimum)) 이상, 18포인트 이상의 글자는 \(ControlsText.contrastRatio(largeTextMinimum)) 이상 (Apple의 최소 기준. Apple은 크기에 상관없이 굵은 글자에 \(ControlsText.contrastRatio(largeTextMinimum))을 허용하지만, 모델에는 굵기가 없어 higsite는 18포인트보다 작은 굵은 글자에도 \(ControlsText.contrastRatio(minimum))을 요구합니다)",
            en: "A contrast ratio of at least \(ControlsText.contrastRatio(minimum)) for text under 18 points, and \(ControlsText.contrastRatio(largeTextMinimum)) for text of 18 points or more (Apple's minimum; Apple also allows \(ControlsText.contrastRatio(largeTextMinimum)) for bold text of any size, but the model does not know a label's weight, so higsite holds bold text under 18 points to \(ControlsText.contrastRatio(minimum)))"),
        examples: [
            .passing(Localized(ko: "흰 배경 위의 짙은 회색 설명", en: "A dark gray caption on white"),
                     Screen(content: [.label(Label(text: "Prices include VAT.", textStyle: .subheadline, color: Color(hex: "#6C6C70"), background: .white))])),
            .passing(Localized(ko: "흰 배경 위의 20포인트 회색 제목", en: "A 20 pt gray heading on white"),
                     Screen(content: [.label(Label(text: "최근 항목", textStyle: .title3, color: Color(hex: "#8E8E93"), background: .white))])),
            .passing(Localized(ko: "노란 배경 위의 검은 글자", en: "Black text on yellow"),
                     Screen(content: [.label(Label(text: "Limited offer", color: .black, background: Color(hex: "#FFCC00")))])),
            .failing(Localized(ko: "흰 배경 위의 15포인트 연회색 글자", en: "Light gray 15 pt text on white"),
                     Screen(content: [.label(Label(text: "구독은 언제든 해지할 수 있습니다.", textStyle: .subheadline, color: Color(hex: "#8E8E93"), background: .white))]),
                     at: "content[0].label.color"),
            .failing(Localized(ko: "주황 배경 위의 흰 글자", en: "White text on orange"),
                     Screen(content: [.label(Label(text: "Sale ends today", color: .white, background: Color(hex: "#FF9500")))]),
                     at: "content[0].label.color"),
            .failing(Localized(ko: "시스템 배경 위에 고정한 거의 검은 글자: 다크 모드에서 보이지 않음", en: "Near-black text fixed on the system background: lost in Dark Mode"),
                     Screen(content: [.label(Label(text: "배송 예정일: 5월 3일", color: Color(hex: "#1C1C1E")))]),
                     at: "content[0].label.color"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .label(let label) = element, label.color != nil || label.background != nil else { return nil }
                let required = label.fontSize >= largeTextSize ? largeTextMinimum : minimum
                // The lowest contrast over the appearances; a fixed pair gives the same in both.
                let worst = Appearance.allCases.map { appearance -> (Appearance, Double) in
                    let text = label.color ?? appearance.systemLabel, background = label.background ?? appearance.systemBackground
                    return (appearance, text.contrastRatio(with: background))
                }.min { $0.1 < $1.1 }!
                guard worst.1 < required else { return nil }
                let key = label.color == nil ? "background" : "color"
                let text = label.color?.description, background = label.background?.description
                let pairKo: String, pairEn: String
                switch (text, background) {
                case (let text?, let background?):
                    pairKo = "글자 색 \(text), 배경색 \(background)"
                    pairEn = "its text colour \(text) and background \(background)"
                case (let text?, nil):
                    pairKo = "\(worst.0 == .dark ? "다크" : "라이트") 모드에서 글자 색 \(text), 시스템 배경 \(worst.0.systemBackground)"
                    pairEn = "its text colour \(text) and the system background (\(worst.0.systemBackground)) in \(worst.0 == .dark ? "dark" : "light") appearance"
                case (nil, let background?):
                    pairKo = "\(worst.0 == .dark ? "다크" : "라이트") 모드에서 시스템 글자 색 \(worst.0.systemLabel), 배경색 \(background)"
                    pairEn = "the system label colour (\(worst.0.systemLabel)) in \(worst.0 == .dark ? "dark" : "light") appearance and its background \(background)"
                case (nil, nil):
                    return nil
                }
                let size = ControlsText.number(label.fontSize)
                return Finding(path.key(key), Localized(
                    ko: "\(ControlsText.label(label.text).ko)의 명암비가 \(ControlsText.contrastRatio(worst.1))로, \(size)포인트 글자에 필요한 \(ControlsText.contrastRatio(required))보다 낮습니다(\(pairKo)). 대비가 더 큰 색을 고르거나, 두 모드에 맞춰 바뀌는 시스템 색을 쓰세요.",
                    en: "\(ControlsText.label(label.text).en) has a contrast ratio of \(ControlsText.contrastRatio(worst.1)) between \(pairEn), below the \(ControlsText.contrastRatio(required)) that \(size) pt text needs; choose colours with more contrast, or system colours that adapt to both appearances."))
            }
        }
    )
}
