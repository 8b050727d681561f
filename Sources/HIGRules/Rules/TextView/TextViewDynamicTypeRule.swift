import HIGControls

/// A text view's text scales with the text size people choose.
enum TextViewDynamicTypeRule {
    static let rule = Rule(
        id: "text-view.dynamic-type", component: .textView, severity: .warning,
        guideline: GuidelineReference("views/text-views", "legible"),
        title: Localized(ko: "텍스트 스타일로 커지는 텍스트 뷰", en: "Text views that scale with a text style"),
        summary: Localized(
            ko: "텍스트 뷰는 긴 글을 보여 주므로, 사용자가 설정에서 고른 텍스트 크기를 따라야 읽을 수 있습니다. 서체 크기(font-size)만 있고 텍스트 스타일(text-style)이 없는 텍스트 뷰를 찾습니다. 크기 조절 여부를 알 수 없는 텍스트 뷰는 확인하지 않습니다.",
            en: "A text view holds long text, which stays readable only if it follows the text size people choose in Settings. Finds text views with a font size (font-size) and no text style (text-style). Text views whose scaling is not known are not checked."),
        examples: [
            .passing(Localized(ko: "본문 스타일의 메모", en: "A note in the Body style"),
                     Screen(content: [.textView(TextView(text: "Buy milk, basil and two lemons.", fontSize: 17, sizing: .textStyle(.body)))])),
            .failing(Localized(ko: "14포인트로 고정한 메모", en: "A note fixed at 14 pt"),
                     Screen(content: [.textView(TextView(text: "우유, 바질, 레몬 두 개 사기", fontSize: 14, sizing: .fixed))]),
                     at: "content[0].text-view.font-size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textView(let view) = element, view.sizing == .fixed else { return nil }
                return Finding(path.key("font-size"), Localized(
                    ko: "텍스트 뷰의 크기가 \(ControlsText.number(view.fontSize))포인트로 고정되어 있어 사용자가 텍스트 크기를 바꿔도 따라 바뀌지 않습니다. 본문(body) 같은 텍스트 스타일을 쓰세요.",
                    en: "The text view is fixed at \(ControlsText.number(view.fontSize)) pt, so it won't follow the text size people choose; use a text style such as Body."))
            }
        }
    )
}
