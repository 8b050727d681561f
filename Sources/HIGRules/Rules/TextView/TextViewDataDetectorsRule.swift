import HIGControls

/// Data detectors are set only on a text view people can't edit, where they work.
enum TextViewDataDetectorsRule {
    static let rule = Rule(
        id: "text-view.data-detectors-read-only", component: .textView, severity: .warning,
        guideline: GuidelineReference("views/text-views", "data-detectors"),
        title: Localized(ko: "편집할 수 없는 텍스트 뷰의 데이터 감지기", en: "Data detectors on read-only text views"),
        summary: Localized(
            ko: "데이터 감지기는 전화번호나 주소 같은 텍스트를 탭할 수 있는 링크로 바꿉니다. 하지만 UITextView는 편집할 수 있는 상태에서는 감지를 하지 않습니다. 편집할 수 있으면서 데이터 감지기를 켠 텍스트 뷰를 찾습니다.",
            en: "Data detectors turn text such as phone numbers and addresses into links people can tap, but UITextView detects nothing while it is editable. Finds editable text views with data detectors turned on."),
        examples: [
            .passing(Localized(ko: "읽기 전용 연락처 안내에 링크 감지", en: "Link detection on read-only contact details"),
                     Screen(content: [.textView(TextView(text: "Call 02-123-4567 or visit example.com.", isEditable: false,
                                                         sizing: .textStyle(.body), dataDetectors: [.phoneNumber, .link]))])),
            .failing(Localized(ko: "편집할 수 있는 메모에 링크 감지", en: "Link detection on an editable note"),
                     Screen(content: [.textView(TextView(text: "Call 02-123-4567 or visit example.com.", isEditable: true,
                                                         sizing: .textStyle(.body), dataDetectors: [.phoneNumber, .link]))]),
                     at: "content[0].text-view.data-detectors"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .textView(let view) = element, view.isEditable == true, let detectors = view.dataDetectors, !detectors.isEmpty else {
                    return nil
                }
                return Finding(path.key("data-detectors"), Localized(
                    ko: "편집할 수 있는 텍스트 뷰에서는 데이터 감지기가 링크를 만들지 않습니다. 링크가 필요하면 편집할 수 없게(editable: false) 하세요.",
                    en: "An editable text view makes no links from its data detectors; make it read-only (editable: false) if the links matter."))
            }
        }
    )
}
