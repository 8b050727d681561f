import HIGControls

/// Collection items big enough to tap: at least 44×44 pt.
enum CollectionItemSizeRule {
    static let minimum = Size(width: 44, height: 44)

    static let rule = Rule(
        id: "collection.item-size", component: .collection, severity: .warning,
        guideline: GuidelineReference("views/collections", "easy-selection"),
        title: Localized(ko: "컬렉션 항목은 44×44포인트 이상", en: "Collection items of at least 44×44 points"),
        summary: Localized(
            ko: "항목을 정확히 탭하기 어려우면 사용자는 답답함을 느낍니다. 컬렉션 항목의 너비와 높이가 버튼의 권장 터치 영역인 44포인트보다 작은지 확인합니다.",
            en: "Items that are hard to tap frustrate people. Checks that each collection item is at least as wide and tall as the 44-point hit target recommended for buttons."),
        threshold: Localized(ko: "너비와 높이 모두 44포인트 이상 (버튼의 터치 영역 권장을 따른 higsite의 기준)",
                             en: "At least 44 points wide and tall (higsite's threshold, taken from the hit target recommended for buttons)"),
        examples: [
            .passing(Localized(ko: "98×98포인트 사진 격자", en: "A grid of 98×98 pt photos"),
                     Screen(content: [.collection(Collection(items: (1...6).map { .init(title: "IMG_00\($0)", size: Size(width: 98, height: 98)) }))])),
            .failing(Localized(ko: "32×32포인트 그림 항목(하트, 별 등)", en: "32×32 pt stickers"),
                     Screen(content: [.collection(Collection(items: ["하트", "별", "웃음", "박수"].map { .init(title: $0, size: Size(width: 32, height: 32)) }))]),
                     at: "content[0].collection.items[0].size"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .collection(let collection) = element else { return [] }
                return collection.items.enumerated().compactMap { position, item in
                    guard item.size.width < minimum.width || item.size.height < minimum.height else { return nil }
                    let size = ControlsText.size(item.size)
                    return Finding(path.key("items").index(position).key("size"), Localized(
                        ko: "컬렉션 항목의 크기가 \(size)포인트입니다. 쉽게 탭할 수 있도록 너비와 높이를 모두 44포인트 이상으로 키우세요.",
                        en: "The collection item is \(size) pt; make it at least 44 points wide and tall so it is easy to tap."))
                }
            }
        }
    )
}
