import HIGControls

/// Segment labels are nouns or short phrases.
enum SegmentShortLabelsRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 16

    static let rule = Rule(
        id: "segmented-control.short-labels", component: .segmentedControl, severity: .warning,
        guideline: GuidelineReference("controls/segmented-controls", "short-labels"),
        title: Localized(ko: "세그먼트 레이블은 명사나 짧은 구로", en: "Nouns or short phrases as segment labels"),
        summary: Localized(
            ko: "세그먼트는 너비가 모두 같고 좁아서 긴 텍스트가 들어갈 자리가 없습니다. 모든 세그먼트 컨트롤의 레이블이 기준 길이를 넘는지 확인합니다. 한글은 로마자보다 폭이 넓으므로 한 글자를 두 자로 셉니다.",
            en: "Segments are narrow and all the same width, so there is no room for long text. Checks that the label of every segment of every segmented control stays within the length limit; a Hangul character counts as two."),
        threshold: Localized(ko: "16자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "16 characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "한 단어 레이블", en: "One-word labels"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["지도", "대중교통", "위성"].map { .init(title: $0) }))])),
            .passing(Localized(ko: "짧은 구로 된 레이블", en: "Short phrases as labels"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["All Songs", "Recently Added"].map { .init(title: $0) }))])),
            .failing(Localized(ko: "문장처럼 긴 레이블", en: "A label that reads like a sentence"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["Unread Messages", "Messages I Flagged Today"].map { .init(title: $0) }))]),
                     at: "content[0].segmented-control.segments[1]"),
            .failing(Localized(ko: "긴 한글 레이블", en: "A long Korean label"),
                     Screen(content: [.segmentedControl(SegmentedControl(segments: ["읽지 않은 메시지", "내가 깃발을 단 메시지만"].map { .init(title: $0) }))]),
                     at: "content[0].segmented-control.segments[1]"),
        ],
        check: { screen in
            SegmentedControlSites.all(in: screen).flatMap { site in
                site.segments.enumerated().compactMap { position, segment -> Finding? in
                    guard let title = segment.title else { return nil }
                    let length = ControlsText.displayLength(title)
                    guard length > maximumLength else { return nil }
                    return Finding(site.segmentPath(position), Localized(
                        ko: "세그먼트 레이블 ‘\(title)’의 길이가 \(length)자입니다(한글은 두 자로 셈). 세그먼트가 보여 주는 내용을 \(maximumLength)자 이하의 명사나 짧은 구로 나타내세요.",
                        en: "The segment label ‘\(title)’ is \(length) characters long (Hangul counting double); name what the segment shows with a noun or short phrase of \(maximumLength) or fewer."))
                }
            }
        }
    )
}
