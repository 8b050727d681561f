import Foundation
import HIGControls

/// The status bar's style contrasts with the content behind it.
enum StatusBarContrastRule {
    static let minimum = 4.5

    static let rule = Rule(
        id: "status-bar.contrast", component: .statusBar, severity: .warning,
        guideline: GuidelineReference("bars/status-bars", "match-style"),
        title: Localized(ko: "배경에 맞는 상태 바 스타일 선택", en: "Match the status bar style to the background"),
        summary: Localized(
            ko: "밝은 콘텐츠 위에서는 어두운 상태 바가, 어두운 콘텐츠 위에서는 밝은 상태 바가 잘 읽힙니다. 상태 바 글자 색과 그 뒤 배경색의 WCAG 명암비를 계산해, 기준보다 낮으면 다른 스타일을 쓰도록 알립니다.",
            en: "A dark status bar reads well over light content and a light one over dark content. The WCAG contrast ratio between the status bar's text colour and the background behind it is computed; below the minimum, the other style is needed."),
        threshold: Localized(ko: "명암비 \(ControlsText.contrastRatio(minimum)) 이상 (WCAG AA의 일반 텍스트 기준을 따른 higsite의 기준)",
                             en: "Contrast ratio of at least \(ControlsText.contrastRatio(minimum)) (higsite's threshold, after WCAG AA for normal text)"),
        examples: [
            .passing(Localized(ko: "흰 배경 위의 어두운 상태 바", en: "A dark status bar over a white background"),
                     Screen(statusBar: StatusBar(style: .darkContent, background: .white))),
            .passing(Localized(ko: "어두운 사진 위의 밝은 상태 바", en: "A light status bar over a dark photo"),
                     Screen(statusBar: StatusBar(style: .lightContent, background: Color(hex: "#1C1C1E")!))),
            .failing(Localized(ko: "짙은 남색 배경 위의 어두운 상태 바", en: "A dark status bar over a navy background"),
                     Screen(statusBar: StatusBar(style: .darkContent, background: Color(hex: "#1B2A4A")!)),
                     at: "status-bar.style"),
            .failing(Localized(ko: "밝은 노란색 배경 위의 밝은 상태 바", en: "A light status bar over a pale yellow background"),
                     Screen(statusBar: StatusBar(style: .lightContent, background: Color(hex: "#FFE082")!)),
                     at: "status-bar.style"),
        ],
        check: { screen in
            guard let statusBar = screen.statusBar, statusBar.visibility == .visible, let background = statusBar.background else { return [] }
            let contrast = statusBar.foreground.contrastRatio(with: background)
            guard contrast < minimum else { return [] }
            let other: StatusBar.Style = statusBar.style == .darkContent ? .lightContent : .darkContent
            let otherContrast = StatusBar(style: other, background: background).foreground.contrastRatio(with: background)
            let (styleKo, otherKo) = statusBar.style == .darkContent ? ("어두운", "밝은") : ("밝은", "어두운")
            return [Finding(ElementPath.root.key("status-bar").key("style"), Localized(
                ko: "\(styleKo) 상태 바(\(statusBar.style.rawValue))와 배경 \(background)의 명암비가 \(ControlsText.contrastRatio(contrast))로 \(ControlsText.contrastRatio(minimum))보다 낮습니다. \(otherKo) 상태 바(\(other.rawValue))를 쓰면 명암비가 \(ControlsText.contrastRatio(otherContrast))로 높아집니다.",
                en: "The \(statusBar.style.rawValue) status bar has a contrast ratio of \(ControlsText.contrastRatio(contrast)) against the background \(background), below \(ControlsText.contrastRatio(minimum)); use \(other.rawValue) instead, which gives \(ControlsText.contrastRatio(otherContrast))."))]
        }
    )
}
