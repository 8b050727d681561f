import HIGControls

/// A sheet people can resize shows the grabber that says so.
enum SheetGrabberRule {
    static let rule = Rule(
        id: "sheet.grabber", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "grabber"),
        title: Localized(ko: "높이를 바꿀 수 있는 시트에는 그래버", en: "A grabber on a resizable sheet"),
        summary: Localized(
            ko: "디텐트가 둘 이상인 시트는 끌어서 높이를 바꿀 수 있지만, 그래버가 없으면 그 사실이 보이지 않고 VoiceOver 사용자는 높이를 바꿀 방법이 없습니다. 디텐트가 둘 이상인 시트에서 그래버가 꺼져 있는지 확인합니다. 그래버나 디텐트를 코드에서 알 수 없으면(SwiftUI의 .automatic 등) 판단하지 않습니다.",
            en: "A sheet with more than one detent can be dragged to another height, but without a grabber nothing shows it, and VoiceOver users have no way to resize it. Checks for a sheet with two or more detents whose grabber is off. A grabber or detents the code leaves unknown (SwiftUI's .automatic, a variable) are not judged."),
        examples: [
            .passing(Localized(ko: "중간·큰 높이와 그래버", en: "Medium and large, with a grabber"),
                     Screen(content: [.sheet(Sheet(detents: [.medium, .large], grabber: true, title: "Share"))])),
            .passing(Localized(ko: "큰 높이 하나(크기 고정)", en: "Large only: not resizable"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.cancel()], trailing: [PresentationText.add()]))])),
            .failing(Localized(ko: "그래버 없이 두 높이", en: "Two heights without a grabber"),
                     Screen(content: [.sheet(Sheet(detents: [.medium, .large], grabber: false, title: "Share"))]),
                     at: "content[0].sheet"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).compactMap { path, sheet in
                guard sheet.isResizable, sheet.grabber == false else { return nil }
                return Finding(path, Localized(
                    ko: "시트에 디텐트가 \(Set(sheet.detents).count)개 있어 높이를 바꿀 수 있지만 그래버가 없습니다. 그래버를 표시하세요(prefersGrabberVisible, .presentationDragIndicator(.visible)).",
                    en: "The sheet has \(Set(sheet.detents).count) detents, so people can resize it, but it shows no grabber; show one (prefersGrabberVisible, .presentationDragIndicator(.visible))."))
            }
        }
    )
}
