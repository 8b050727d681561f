import HIGControls

/// On iPhone, a popover becomes a sheet rather than staying a popover.
enum PopoverCompactRule {
    static let rule = Rule(
        id: "popover.compact", component: .popover, severity: .warning,
        guideline: GuidelineReference("presentation/popovers", "compact"),
        title: Localized(ko: "iPhone에서는 팝오버 대신 시트", en: "A sheet, not a popover, on iPhone"),
        summary: Localized(
            ko: "좁은 화면(컴팩트 크기 클래스)에서 팝오버는 작은 영역에 내용을 가둡니다. UIKit과 SwiftUI는 기본적으로 iPhone에서 팝오버를 시트로 바꿔 보여 주는데, 앱이 이를 막아 팝오버로 남겨 두었는지 확인합니다. 앱이 어떻게 바꾸는지 코드에서 알 수 없으면 판단하지 않습니다.",
            en: "In a compact size class a popover squeezes its content into a small box. UIKit and SwiftUI show a popover as a sheet on iPhone by default; checks for an iPhone screen whose popover the app keeps as a popover. An adaptation the code leaves unknown is not judged."),
        examples: [
            .passing(Localized(ko: "iPhone에서 시트로 바뀌는 팝오버", en: "A popover that becomes a sheet on iPhone"),
                     Screen(content: [.popover(Popover(title: "Format", anchor: "Aa", content: [.label(Label(text: "Body"))]))])),
            .passing(Localized(ko: "iPad의 팝오버", en: "A popover on iPad"),
                     Screen(device: .iPad, content: [.popover(Popover(title: "Format", anchor: "Aa", compact: .popover, content: [.label(Label(text: "Body"))]))])),
            .failing(Localized(ko: "iPhone에 그대로 남은 팝오버", en: "A popover kept as a popover on iPhone"),
                     Screen(content: [.popover(Popover(title: "Format", anchor: "Aa", compact: .popover, content: [.label(Label(text: "Body"))]))]),
                     at: "content[0].popover"),
        ],
        check: { screen in
            guard screen.device == .iPhone else { return [] }
            return PresentationText.popovers(in: screen).compactMap { path, popover in
                guard popover.compact == .popover else { return nil }
                return Finding(path, Localized(
                    ko: "iPhone에서 팝오버를 팝오버로 남겨 두었습니다. 시스템의 기본 동작대로 시트로 보여 주세요(presentationCompactAdaptation(.popover) 제거).",
                    en: "The popover stays a popover on iPhone; let it adapt to a sheet, as the system does by default (drop presentationCompactAdaptation(.popover))."))
            }
        }
    )
}
