import HIGControls

/// Label text no smaller than 11 pt.
enum LabelLegibleSizeRule {
    static let minimumFontSize = 11.0

    static let rule = Rule(
        id: "label.legible-size", component: .label, severity: .warning,
        guideline: GuidelineReference("controls/labels", "legible"),
        title: Localized(ko: "레이블 글자는 11포인트 이상", en: "Label text of at least 11 points"),
        summary: Localized(
            ko: "글자가 너무 작으면 꾸밈이 아무리 좋아도 레이블을 읽기 어렵습니다. 레이블의 글자 크기가 기준보다 작은지 확인합니다.",
            en: "Text that is too small is hard to read however it is styled. Checks that a label's font size is not below the minimum."),
        threshold: Localized(ko: "11포인트 이상 (가이드라인에 숫자가 없어 iOS 텍스트 스타일 중 가장 작은 캡션 2의 크기를 따른 higsite의 기준)",
                             en: "At least 11 points (the guideline gives no number; higsite's threshold follows Caption 2, the smallest iOS text style)"),
        examples: [
            .passing(Localized(ko: "본문 크기의 레이블", en: "A label at body size"),
                     Screen(content: [.label(Label(text: "배송 예정일: 5월 3일"))])),
            .passing(Localized(ko: "캡션 1 스타일(12포인트)의 각주", en: "A footnote in the Caption 1 style (12 pt)"),
                     Screen(content: [.label(Label(text: "Prices include VAT.", textStyle: .caption1))])),
            .failing(Localized(ko: "8포인트로 고정한 안내 문구", en: "A notice fixed at 8 pt"),
                     Screen(content: [.label(Label(text: "구독은 언제든 해지할 수 있습니다.", fontSize: 8, sizing: .fixed))]),
                     at: "content[0].label.font-size"),
            .failing(Localized(ko: "캡션 2 스타일에 맞춰 커지지만 9포인트에서 시작하는 레이블", en: "A label that scales with Caption 2 but starts at 9 pt"),
                     Screen(content: [.label(Label(text: "v3.2 (418)", textStyle: .caption2, fontSize: 9))]),
                     at: "content[0].label.font-size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .label(let label) = element, label.fontSize < minimumFontSize else { return nil }
                let size = ControlsText.number(label.fontSize), minimum = ControlsText.number(minimumFontSize)
                return Finding(path.key("font-size"), Localized(
                    ko: "\(ControlsText.label(label.text).ko)의 글자 크기가 \(size)포인트입니다. 읽기 쉽게 \(minimum)포인트 이상으로 키우세요.",
                    en: "\(ControlsText.label(label.text).en) is set in \(size) pt; make it at least \(minimum) points so it stays legible."))
            }
        }
    )
}
