import HIGControls

/// The frames of an animation share one size.
enum ImageViewUniformFramesRule {
    static let rule = Rule(
        id: "image-view.uniform-frames", component: .imageView, severity: .warning,
        guideline: GuidelineReference("views/image-views", "consistent-sizes"),
        title: Localized(ko: "애니메이션 프레임은 같은 크기로", en: "Animation frames of one size"),
        summary: Localized(
            ko: "애니메이션의 프레임 크기가 서로 다르면 시스템이 크기를 조정할 때 원하는 결과를 얻기 어렵고, 재생하는 동안 이미지가 흔들려 보입니다. 애니메이션 이미지 뷰의 모든 프레임이 첫 프레임과 같은 크기인지 확인합니다.",
            en: "Frames of different sizes are hard to scale as intended and make the animation jump as it plays. Checks that every frame of an animated image view has the size of the first."),
        examples: [
            .passing(Localized(ko: "40×40포인트 프레임 4장", en: "Four 40×40 pt frames"),
                     Screen(content: [.imageView(ImageView(frames: Array(repeating: Size(width: 40, height: 40), count: 4), description: "Loading animation"))])),
            .failing(Localized(ko: "크기가 다른 프레임이 섞인 애니메이션", en: "An animation with a frame of another size"),
                     Screen(content: [.imageView(ImageView(frames: [Size(width: 40, height: 40), Size(width: 40, height: 40), Size(width: 48, height: 40)], description: "달리는 캐릭터"))]),
                     at: "content[0].image-view.frames[2]"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .imageView(let view) = element, view.isAnimated, let first = view.frames.first,
                      let odd = view.frames.firstIndex(where: { $0 != first }) else { return nil }
                let count = view.frames.filter { $0 != first }.count
                return Finding(path.key("frames").index(odd), Localized(
                    ko: "\(odd + 1)번째 프레임이 \(ControlsText.size(view.frames[odd]))포인트로, 첫 프레임(\(ControlsText.size(first))포인트)과 크기가 다릅니다(다른 프레임 \(count)장). 모든 프레임의 크기와 모양을 맞추세요.",
                    en: "Frame \(odd + 1) is \(ControlsText.size(view.frames[odd])) pt, unlike the first frame's \(ControlsText.size(first)) pt (\(count) frame\(count == 1 ? " differs" : "s differ")); give every frame the same size and shape."))
            }
        }
    )
}
