import HIGControls

/// Audio volume is set with a volume view, not a plain slider.
enum SliderNotForVolumeRule {
    /// Words of a slider's purpose that mean audio volume.
    static let volumeWords = ["volume", "볼륨", "음량"]

    static let rule = Rule(
        id: "slider.not-for-volume", component: .slider, severity: .error,
        guideline: GuidelineReference("controls/sliders", "not-for-volume"),
        title: Localized(ko: "오디오 볼륨은 슬라이더 대신 볼륨 뷰로", en: "A volume view, not a slider, for audio volume"),
        summary: Localized(
            ko: "볼륨 뷰(MPVolumeView)에는 볼륨 수준을 조절하는 슬라이더와 오디오 출력 기기를 바꾸는 컨트롤이 함께 있지만, 일반 슬라이더에는 출력 기기를 바꾸는 컨트롤이 없습니다. 슬라이더의 용도가 볼륨이나 음량인지 확인합니다.",
            en: "A volume view (MPVolumeView) combines a slider for the volume level with a control for choosing the audio output device, which a plain slider lacks. Checks whether a slider's purpose is volume."),
        examples: [
            .passing(Localized(ko: "화면 밝기를 조절하는 슬라이더", en: "A slider for screen brightness"),
                     Screen(content: [.label(Label(text: "밝기")), .slider(Slider(value: 0.7, purpose: "brightness"))])),
            .failing(Localized(ko: "음악 볼륨을 조절하는 슬라이더", en: "A slider for music volume"),
                     Screen(content: [.label(Label(text: "Volume")), .slider(Slider(value: 0.4, purpose: "volume"))]),
                     at: "content[1].slider.purpose"),
            .failing(Localized(ko: "‘음량’을 조절하는 슬라이더", en: "A slider whose purpose is given in Korean as volume"),
                     Screen(content: [.label(Label(text: "음량")), .slider(Slider(value: 0.4, purpose: "음량"))]),
                     at: "content[1].slider.purpose"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .slider(let slider) = element, let purpose = slider.purpose,
                      volumeWords.contains(where: purpose.lowercased().contains) else { return nil }
                return Finding(path.key("purpose"), Localized(
                    ko: "오디오 볼륨을 일반 슬라이더로 조절합니다(용도: \(purpose)). 볼륨 뷰(MPVolumeView)를 사용해 출력 기기도 바꿀 수 있게 하세요.",
                    en: "A plain slider adjusts the audio volume (purpose: \(purpose)); use a volume view (MPVolumeView), which also lets people change the output device."))
            }
        }
    )
}
