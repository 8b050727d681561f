import HIGControls

/// Text views (`UITextView`): the text, whether it is editable, its font and its data detectors.
extension InterfaceBuilderContentReader {
    /// `dataDetectorType` attributes by the model's names.
    static let dataDetectors: [String: TextView.DataDetector] = [
        "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
        "shipmentTrackingNumber": .shipmentTrackingNumber, "flightNumber": .flightNumber, "lookupSuggestion": .lookupSuggestion,
        "money": .money, "physicalValue": .physicalValue,
    ]

    mutating func textView(_ node: InterfaceBuilderNode, at path: ElementPath) -> TextView {
        let attributed = node.child("attributedString", key: "attributedText")
        let text = node["text"] ?? node.child("string", key: "text")?.text ?? attributed.map(Self.attributedText) ?? ""
        let inCode = document.setInCode(node)
        record.place(path, at: node)
        record.place(path.key("text"), at: node)
        let (size, source) = fontSize(of: node, attributed: attributed, at: path)
        record.place(path.key("font-size"), at: source)
        // As for labels: points without a style stay fixed; a style scales only with
        // `adjustsFontForContentSizeCategory`, which the file writes as an attribute.
        var sizing: Label.Sizing?
        if !inCode.contains(.font), source?.name == "fontDescription" {
            if let style = source?["style"], node.flag("adjustsFontForContentSizeCategory") == true,
               let textStyle = InterfaceBuilderVocabulary.textStyle(style) {
                sizing = .textStyle(textStyle)
            } else if source?["style"] == nil, source?["pointSize"] != nil {
                sizing = .fixed
            }
        }
        let editable: Bool? = inCode.contains(.editable) ? nil : node.flag("editable") ?? true
        if editable == nil { record.unknown(at: node, Localized(ko: "텍스트 뷰를 편집할 수 있는지", en: "whether the text view is editable"),
                                           Localized(ko: "앱의 코드가 isEditable을 정합니다", en: "the app's code sets isEditable")) }
        record.place(path.key("editable"), at: node)
        return TextView(text: text, isEditable: editable, fontSize: size, sizing: sizing,
                        dataDetectors: detectors(of: node, at: path, setInCode: inCode.contains(.dataDetectors)))
    }

    /// The kinds of data turned into links, in the model's order; nil when code sets them.
    private mutating func detectors(of node: InterfaceBuilderNode, at path: ElementPath, setInCode: Bool) -> [TextView.DataDetector]? {
        guard !setInCode else {
            record.unknown(at: node, Localized(ko: "텍스트 뷰의 데이터 감지기", en: "the text view's data detectors"),
                           Localized(ko: "앱의 코드가 dataDetectorTypes를 정합니다", en: "the app's code sets dataDetectorTypes"))
            return nil
        }
        guard let types = node.child("dataDetectorType", key: "dataDetectorTypes") else { return [] }
        record.place(path.key("data-detectors"), at: types)
        return TextView.DataDetector.allCases.filter { detector in
            Self.dataDetectors.contains { $0.value == detector && types.flag($0.key) == true }
        }
    }
}
