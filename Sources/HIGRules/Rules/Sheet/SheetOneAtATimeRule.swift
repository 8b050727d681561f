import HIGControls

/// A sheet doesn't open another sheet over itself.
enum SheetOneAtATimeRule {
    static let rule = Rule(
        id: "sheet.one-at-a-time", component: .sheet, severity: .warning,
        guideline: GuidelineReference("presentation/sheets", "one-sheet"),
        title: Localized(ko: "시트 위에 시트를 겹치지 않기", en: "No sheet over a sheet"),
        summary: Localized(
            ko: "시트를 닫으면 사람들은 원래 화면으로 돌아가리라 기대합니다. 닫았는데 또 다른 시트가 나오면 앱 안에서 길을 잃기 쉽습니다. 시트의 내용에서 또 다른 시트를 띄우는지 확인합니다. 경고창은 예외입니다.",
            en: "When people close a sheet, they expect to be back where they started; closing one only to find another sheet beneath loses them. Checks for a sheet presented from a sheet's content (an alert over a sheet is fine)."),
        examples: [
            .passing(Localized(ko: "시트 하나", en: "One sheet"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.cancel()], trailing: [PresentationText.add()]))])),
            .failing(Localized(ko: "시트 위에 다시 시트", en: "A sheet over a sheet"),
                     Screen(content: [.sheet(Sheet(title: PresentationText.sheetTitle, leading: [PresentationText.cancel()], trailing: [PresentationText.add()],
                                                   content: [.sheet(Sheet(detents: [.medium], title: "Repeat", leading: [PresentationText.cancel()]))]))]),
                     at: "content[0].sheet.content[0].sheet"),
        ],
        check: { screen in
            PresentationText.sheets(in: screen).flatMap { path, sheet in
                PresentationText.presented(in: sheet.content, at: path.key("content")).compactMap { innerPath, element in
                    guard case .sheet = element else { return nil }
                    return Finding(innerPath, Localized(
                        ko: "시트 안에서 또 다른 시트를 띄웁니다. 첫 시트를 닫은 뒤 새 시트를 보여 주거나, 첫 시트 안에서 화면을 이어 가세요.",
                        en: "A sheet is presented from another sheet; close the first before showing the new one, or continue inside the first sheet."))
                }
            }
        }
    )
}
