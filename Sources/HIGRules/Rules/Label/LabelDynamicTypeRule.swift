import HIGControls

/// A label's text scales with the text size people choose: a text style, not a fixed size.
enum LabelDynamicTypeRule {
    static let rule = Rule(
        id: "label.dynamic-type", component: .label, severity: .warning,
        guideline: GuidelineReference("foundations/typography", "dynamic-type"),
        title: Localized(ko: "고정 크기 대신 텍스트 스타일", en: "Text styles rather than fixed sizes"),
        summary: Localized(
            ko: "고정된 포인트 크기로 지정한 텍스트는 사용자가 설정에서 텍스트 크기를 키워도 커지지 않습니다. 서체 크기(font-size)만 있고 텍스트 스타일(text-style)이 없는 레이블을 찾습니다. 서체 크기도 텍스트 스타일도 정하지 않은 레이블은 크기 조절 여부를 알 수 없으므로 확인하지 않습니다.",
            en: "Text set at a fixed point size stays the same when people choose a larger text size in Settings. Finds labels with a font size (font-size) and no text style (text-style). A label with neither doesn't say whether it scales, so it is not checked."),
        examples: [
            .passing(Localized(ko: "각주 스타일의 레이블", en: "A label in the Footnote style"),
                     Screen(content: [.label(Label(text: "사진과 비디오를 iCloud에 안전하게 보관합니다.", textStyle: .footnote))])),
            .passing(Localized(ko: "본문 스타일에 맞춰 커지는 19포인트 사용자 지정 크기", en: "A custom 19 pt size that scales with Body"),
                     Screen(content: [.label(Label(text: "Chapter One", textStyle: .body, fontSize: 19))])),
            .passing(Localized(ko: "크기를 정하지 않은 레이블", en: "A label with no size given"),
                     Screen(content: [.label(Label(text: "최근 항목"))])),
            .failing(Localized(ko: "13포인트로 고정한 안내 문구", en: "A notice fixed at 13 pt"),
                     Screen(content: [.label(Label(text: "Prices include VAT.", fontSize: 13, sizing: .fixed))]),
                     at: "content[0].label.font-size"),
            .failing(Localized(ko: "본문 크기이지만 고정된 레이블", en: "A label at body size, but fixed"),
                     Screen(content: [.label(Label(text: "배송 예정일: 5월 3일", fontSize: 17, sizing: .fixed))]),
                     at: "content[0].label.font-size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .label(let label) = element, label.sizing == .fixed else { return nil }
                let size = ControlsText.number(label.fontSize)
                return Finding(path.key("font-size"), Localized(
                    ko: "\(ControlsText.label(label.text).ko)의 크기가 \(size)포인트로 고정되어 있어 사용자가 텍스트 크기를 바꿔도 따라 바뀌지 않습니다. 알맞은 텍스트 스타일(text-style)을 지정하세요.",
                    en: "\(ControlsText.label(label.text).en) is fixed at \(size) pt, so it won't follow the text size people choose; give it a text style (text-style)."))
            }
        }
    )
}
