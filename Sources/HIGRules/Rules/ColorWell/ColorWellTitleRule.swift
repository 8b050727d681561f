import HIGControls

/// A colour well says what its colour is for.
enum ColorWellTitleRule {
    static let rule = Rule(
        id: "color-well.title", component: .colorWell, severity: .warning,
        guideline: GuidelineReference("controls/color-wells", "say-what-for"),
        title: Localized(ko: "색상 웰에 무엇의 색인지 알리는 제목 달기", en: "Title a color well with what its color is for"),
        summary: Localized(
            ko: "색상 웰은 색이 칠해진 동그라미일 뿐이라, 그 색이 글자 색인지 배경색인지는 제목만이 알려 줍니다. 시스템 색상 피커는 이 제목을 피커 위에 띄우고, VoiceOver도 이 제목을 읽습니다. 색상 웰에 제목이 있는지 확인하며, 제목을 코드에서 정하면 판단하지 않습니다.",
            en: "A color well is only a colored circle: its title is what tells people whether the color is for text, a background or a highlight. The system color picker shows that title at its top, and VoiceOver reads it. Checks that every color well has a title; a title set from a variable is not judged."),
        examples: [
            .passing(Localized(ko: "‘강조 색상’ 제목이 있는 색상 웰", en: "A color well titled Highlight Color"),
                     Screen(content: [.colorWell(ColorWell(title: "Highlight Color", color: Color(hex: "#FFCC00")))])),
            .failing(Localized(ko: "제목이 없는 색상 웰", en: "A color well with no title"),
                     Screen(content: [.colorWell(ColorWell(color: Color(hex: "#34C759")))]),
                     at: "content[0].color-well"),
            .failing(Localized(ko: "제목이 빈 문자열인 색상 웰", en: "A color well whose title is empty"),
                     Screen(content: [.colorWell(ColorWell(title: "", color: Color(hex: "#5856D6")))]),
                     at: "content[0].color-well.title"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .colorWell(let well) = element, (well.title ?? "").allSatisfy(\.isWhitespace) else { return nil }
                return Finding(well.title == nil ? path : path.key("title"), Localized(
                    ko: "색상 웰에 제목이 없습니다. ‘글자 색상’이나 ‘배경색’처럼 이 색이 무엇에 쓰이는지 알리는 제목을 다세요. 시스템 색상 피커와 VoiceOver가 이 제목을 보여 주고 읽습니다.",
                    en: "The color well has no title; give it one that says what the color is for, such as 'Text Color' or 'Background'. The system color picker shows it and VoiceOver reads it."))
            }
        }
    )
}
