import HIGControls

/// The segments of one control hold either text or images, never both.
enum SegmentNoMixedContentRule {
    enum Content: Hashable {
        case text, image, both, none
    }

    static func content(of segment: SegmentedControl.Segment) -> Content {
        let hasTitle = !(segment.title ?? "").isEmpty
        let hasImage = !(segment.image ?? "").isEmpty
        switch (hasTitle, hasImage) {
        case (true, true): return .both
        case (true, false): return .text
        case (false, true): return .image
        case (false, false): return .none
        }
    }

    static let rule = Rule(
        id: "segmented-control.no-mixed-content", component: .segmentedControl, severity: .error,
        guideline: GuidelineReference("controls/segmented-controls", "no-mixed-content"),
        title: Localized(ko: "한 세그먼트 컨트롤에 텍스트와 이미지를 섞지 않기", en: "No mix of text and images in one segmented control"),
        summary: Localized(
            ko: "어떤 세그먼트는 텍스트로, 어떤 세그먼트는 이미지로 채우면 세그먼트끼리 어울리지 않아 보이고 사용자가 헷갈릴 수 있습니다. 한 컨트롤의 세그먼트가 모두 텍스트이거나 모두 이미지인지, 텍스트와 이미지를 함께 담은 세그먼트는 없는지 확인합니다.",
            en: "When some segments hold text and others images, the segments no longer look like they belong together and the control gets confusing. Checks that the segments of a control are all text or all images, and that no segment holds both."),
        examples: [
            .passing(Localized(ko: "텍스트만 쓴 세그먼트", en: "Text-only segments"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["Map", "Transit", "Satellite"].map { .init(title: $0) }))])),
            .passing(Localized(ko: "이미지만 쓴 세그먼트", en: "Image-only segments"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["list.bullet", "square.grid.2x2"].map { .init(image: $0) }))])),
            .failing(Localized(ko: "텍스트 세그먼트 사이의 이미지 세그먼트", en: "An image segment among text segments"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: [.init(title: "목록"), .init(image: "square.grid.2x2")]))]),
                     at: "content[0].segmented-control.segments[1]"),
            .failing(Localized(ko: "텍스트와 이미지를 함께 담은 세그먼트", en: "A segment with both text and an image"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: [.init(title: "Map", image: "map"), .init(title: "Satellite")]))]),
                     at: "content[0].segmented-control.segments[0]"),
        ],
        check: { screen in
            SegmentedControlSites.all(in: screen).compactMap { site in
                let contents = site.segments.map(content(of:))
                if let position = contents.firstIndex(of: .both) {
                    return Finding(site.segmentPath(position), Localized(
                        ko: "\(position + 1)번째 세그먼트에 텍스트와 이미지가 함께 있습니다. 컨트롤의 모든 세그먼트에 텍스트만, 또는 이미지만 쓰세요.",
                        en: "Segment \(position + 1) holds both text and an image; use only text, or only images, in all the segments of the control."))
                }
                guard let first = contents.first(where: { $0 != .none }),
                      let position = contents.firstIndex(where: { $0 != .none && $0 != first }) else { return nil }
                let (ko, en) = first == .text ? ("텍스트", "text") : ("이미지", "images")
                return Finding(site.segmentPath(position), Localized(
                    ko: "다른 세그먼트는 \(ko)인데 \(position + 1)번째 세그먼트만 다릅니다. 컨트롤의 모든 세그먼트에 한 가지 콘텐츠만 쓰세요.",
                    en: "The other segments use \(en), but segment \(position + 1) does not; choose one kind of content for all the segments of the control."))
            }
        }
    )
}
