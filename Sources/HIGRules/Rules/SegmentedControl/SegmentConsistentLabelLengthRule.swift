import HIGControls

/// Segments of equal width look evenly filled when their labels are of similar length.
enum SegmentConsistentLabelLengthRule {
    /// The largest difference, in narrow characters (a Hangul character counts as two), between the
    /// longest and the shortest label of one control.
    static let maximumDifference = 9

    static let rule = Rule(
        id: "segmented-control.consistent-label-length", component: .segmentedControl, severity: .warning,
        guideline: GuidelineReference("controls/segmented-controls", "consistent-content-size"),
        title: Localized(ko: "세그먼트 레이블의 길이를 비슷하게", en: "Segment labels of similar length"),
        summary: Localized(
            ko: "세그먼트는 모두 같은 너비를 차지하므로, 레이블의 길이가 크게 다르면 어떤 세그먼트는 꽉 차고 어떤 세그먼트는 비어 보여 컨트롤이 고르지 않아 보입니다. 한 컨트롤에서 가장 긴 레이블과 가장 짧은 레이블의 길이 차이를 확인합니다. 이미지의 크기는 확인하지 않습니다.",
            en: "All segments take the same width, so labels of very different lengths leave some segments full and others mostly empty, and the control looks uneven. Checks the difference in length between the longest and the shortest label of a control; image sizes are not checked."),
        threshold: Localized(ko: "가장 긴 레이블과 가장 짧은 레이블의 차이 9자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "At most 9 characters between the longest and the shortest label, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "길이가 비슷한 레이블", en: "Labels of similar length"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["Map", "Transit", "Satellite"].map { .init(title: $0) }))])),
            .passing(Localized(ko: "길이가 비슷한 한글 레이블", en: "Korean labels of similar length"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["일", "주", "월", "년"].map { .init(title: $0) }))]), labels: .only(.ko)),
            .failing(Localized(ko: "짧은 레이블 옆의 긴 레이블", en: "A long label beside a short one"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["All", "Unread Messages"].map { .init(title: $0) }))]),
                     at: "content[0].segmented-control.segments[1]"),
            .failing(Localized(ko: "‘전체’와 ‘읽지 않은 메시지’", en: "A Korean “All” beside “Unread messages”"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["전체", "읽지 않은 메시지"].map { .init(title: $0) }))]),
                     at: "content[0].segmented-control.segments[1]"),
        ],
        check: { screen in
            SegmentedControlSites.all(in: screen).compactMap { site in
                let labels = site.segments.enumerated().compactMap { position, segment -> (position: Int, title: String, length: Int)? in
                    guard let title = segment.title, !title.isEmpty else { return nil }
                    return (position, title, ControlsText.displayLength(title))
                }
                guard let longest = labels.max(by: { $0.length < $1.length }), let shortest = labels.min(by: { $0.length < $1.length }),
                      longest.length - shortest.length > maximumDifference else { return nil }
                return Finding(site.segmentPath(longest.position), Localized(
                    ko: "가장 긴 레이블은 ‘\(longest.title)’(\(longest.length)자), 가장 짧은 레이블은 ‘\(shortest.title)’(\(shortest.length)자)로, 길이 차이가 \(longest.length - shortest.length)자입니다(한글은 두 자로 셈). 차이가 \(maximumDifference)자 이하가 되도록 레이블의 길이를 비슷하게 맞추세요.",
                    en: "The segment labels ‘\(longest.title)’ (\(longest.length) characters) and ‘\(shortest.title)’ (\(shortest.length)) differ by \(longest.length - shortest.length) characters (Hangul counting double); make them similar in length, \(maximumDifference) apart at most."))
            }
        }
    )
}
