import HIGControls

/// An icon-only button has an accessibility label for VoiceOver to speak.
enum ButtonAccessibilityLabelRule {
    static let rule = Rule(
        id: "button.accessibility-label", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "accessibility-labels"),
        title: Localized(ko: "아이콘만 있는 버튼에는 손쉬운 사용 레이블", en: "Accessibility labels for icon-only buttons"),
        summary: Localized(
            ko: "제목 없이 아이콘만 있는 버튼은 VoiceOver가 무엇이라고 읽어야 할지 알 수 없습니다. 아이콘만 있는 시스템 버튼에 손쉬운 사용 레이블이 있는지 확인합니다. 세부 정보 버튼, 정보 버튼, 연락처 추가 버튼처럼 시스템이 그리는 버튼은 확인하지 않습니다.",
            en: "VoiceOver can't tell what to say for a button that shows only an icon. Checks that every system button with an icon and no title has an accessibility label. Buttons the system draws itself (detail disclosure, info, and add contact) are not checked."),
        examples: [
            .passing(Localized(ko: "‘공유’라는 손쉬운 사용 레이블이 있는 공유 버튼", en: "A share button labelled “Share”"),
                     Screen(content: [.button(Button(icon: "square.and.arrow.up", size: Size(width: 44, height: 44), accessibilityLabel: "공유"))])),
            .passing(Localized(ko: "아이콘과 제목이 함께 있는 버튼", en: "A button with an icon and a title"),
                     Screen(content: [.button(Button(title: "Download", icon: "arrow.down.circle"))])),
            .failing(Localized(ko: "손쉬운 사용 레이블이 없는 닫기 버튼", en: "A close button with no accessibility label"),
                     Screen(content: [.button(Button(icon: "xmark", size: Size(width: 44, height: 44)))]),
                     at: "content[0].button"),
            .failing(Localized(ko: "손쉬운 사용 레이블이 빈 문자열인 휴지통 버튼", en: "A trash button whose accessibility label is blank"),
                     Screen(content: [.button(Button(icon: "trash", accessibilityLabel: " "))]),
                     at: "content[0].button"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .button(let button) = element, button.kind == .system, button.isIconOnly,
                      (button.accessibilityLabel ?? "").allSatisfy(\.isWhitespace) else { return nil }
                let icon = button.icon ?? ""
                return Finding(path, Localized(
                    ko: "‘\(icon)’ 아이콘만 있는 버튼에 손쉬운 사용 레이블이 없습니다. VoiceOver가 읽을 수 있도록 버튼이 하는 일을 짧게 적으세요(accessibility-label).",
                    en: "The button shows only the ‘\(icon)’ icon and has no accessibility label; give it a short one that says what it does (accessibility-label), for VoiceOver to speak."))
            }
        }
    )
}
