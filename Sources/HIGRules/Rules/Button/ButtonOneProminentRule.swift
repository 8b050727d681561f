import HIGControls

/// One filled button marks the most likely action of a screen.
enum ButtonOneProminentRule {
    static let maximum = 1

    static let rule = Rule(
        id: "button.one-prominent", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "one-prominent"),
        title: Localized(ko: "화면마다 채운 버튼은 하나만", en: "One filled button per screen"),
        summary: Localized(
            ko: "채운 버튼(filled)은 가장 눈에 띄는 버튼 스타일이라 사용자가 가장 할 법한 동작을 가리킵니다. 채운 버튼이 여럿이면 무엇이 주된 동작인지 알 수 없습니다. 화면의 콘텐츠에 채운 버튼이 둘 이상인지 확인합니다. 스타일을 모르는 버튼(bordered: true)은 세지 않습니다.",
            en: "The filled style is the most prominent a button can have, so it points at the action people are most likely to take. With several filled buttons nothing stands out. Checks for more than one filled button in a screen's content; buttons whose style is not known (bordered: true) are not counted."),
        threshold: Localized(ko: "화면마다 채운 버튼 \(maximum)개 이하 (higsite의 기준. Apple은 한 화면에 눈에 띄는 버튼을 한두 개까지 권하며, higsite는 그보다 엄격하게 가장 할 법한 동작 하나만 허용합니다)",
                             en: "At most \(maximum) filled button per screen (higsite's threshold: Apple advises one or two prominent buttons in a view, and higsite is stricter, allowing only the most likely action)"),
        examples: [
            .passing(Localized(ko: "채운 버튼 하나와 회색 버튼 하나", en: "One filled button and one gray button"),
                     Screen(content: [.button(Button(title: "Continue", style: .filled)), .button(Button(title: "Not Now", style: .gray))])),
            .passing(Localized(ko: "채운 버튼 하나와 일반 버튼", en: "A filled button with a plain one"),
                     Screen(content: [.button(Button(title: "구독하기", style: .filled)), .button(Button(title: "나중에"))])),
            .failing(Localized(ko: "나란히 놓인 채운 버튼 두 개", en: "Two filled buttons side by side"),
                     Screen(content: [.button(Button(title: "Sign In", style: .filled)), .button(Button(title: "Create Account", style: .filled))]),
                     at: "content[1].button.style"),
        ],
        check: { screen in
            let filled = screen.elements.filter { _, element in
                if case .button(let button) = element { button.style == .filled } else { false }
            }
            guard filled.count > maximum else { return [] }
            let count = filled.count
            return filled.dropFirst(maximum).map { path, _ in
                Finding(path.key("style"), Localized(
                    ko: "이 화면에는 채운 버튼이 \(count)개 있습니다. 가장 할 법한 동작 하나만 채운 버튼으로 두고, 나머지는 색조(tinted), 회색(gray), 일반(plain) 스타일로 바꾸세요.",
                    en: "This screen has \(count) filled buttons; keep the filled style for the one most likely action and give the others the tinted, gray, or plain style."))
            }
        }
    )
}
