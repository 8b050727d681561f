import HIGControls

/// Controls that set or show a value: sliders, steppers, date pickers, page controls, activity
/// indicators and progress views. A number out of its range is reported and the control left out.
extension InterfaceBuilderContentReader {
    mutating func slider(_ node: InterfaceBuilderNode, at path: ElementPath) -> Slider? {
        guard let value = record.number(node, "value", default: 0, in: .controlValue, what: Localized(ko: "슬라이더의 값", en: "the slider's value")),
              let minimum = record.number(node, "minValue", default: 0, in: .controlValue, what: Localized(ko: "슬라이더의 최솟값", en: "the slider's minimum")),
              let maximum = record.number(node, "maxValue", default: 1, in: .controlValue, what: Localized(ko: "슬라이더의 최댓값", en: "the slider's maximum"))
        else { return nil }
        let purpose = accessibilityLabel(of: node)
        record.place(path, at: node)
        record.place(path.key("purpose"), at: purpose?.node)
        return Slider(value: value, minimum: minimum, maximum: maximum, purpose: purpose?.text)
    }

    /// A stepper, whose value label is a label beside it (in the same superview) that shows a number.
    mutating func stepper(_ node: InterfaceBuilderNode, among siblings: [InterfaceBuilderNode],
                          at path: ElementPath) -> Stepper? {
        guard let value = record.number(node, "value", default: 0, in: .controlValue, what: Localized(ko: "스테퍼의 값", en: "the stepper's value")),
              let minimum = record.number(node, "minimumValue", default: 0, in: .controlValue, what: Localized(ko: "스테퍼의 최솟값", en: "the stepper's minimum")),
              let maximum = record.number(node, "maximumValue", default: 100, in: .controlValue, what: Localized(ko: "스테퍼의 최댓값", en: "the stepper's maximum")),
              let step = record.number(node, "stepValue", default: 1, in: .step, what: Localized(ko: "스테퍼의 증감 단위", en: "the stepper's step"))
        else { return nil }
        let valueLabel = siblings.first { sibling in
            sibling.name == "label" && sibling.flag("hidden") != true
                && sibling["text"].map { $0.first?.isNumber == true } == true
        }
        record.place(path, at: node)
        record.place(path.key("value-label"), at: valueLabel)
        return Stepper(value: value, minimum: minimum, maximum: maximum, step: step, valueLabel: valueLabel?["text"])
    }

    mutating func datePicker(_ node: InterfaceBuilderNode, at path: ElementPath) -> DatePicker? {
        let mode = node["datePickerMode"].flatMap { InterfaceBuilderVocabulary.datePickerModes[$0] } ?? .dateAndTime
        guard let interval = record.whole(node, "minuteInterval", default: 1, in: .minuteInterval, what: Localized(ko: "날짜 피커의 분 간격", en: "the date picker's minute interval"))
        else { return nil }
        var style: DatePicker.Style
        if let written = node["style"], let known = InterfaceBuilderVocabulary.datePickerStyles[written] {
            style = known
        } else if mode == .countdownTimer {
            style = .wheels  // a countdown timer comes only as wheels
        } else {
            style = .compact
            record.unknown(at: node, Localized(ko: "날짜 피커의 스타일", en: "the date picker's style"),
                           Localized(ko: "style(\"\(node["style"] ?? "automatic")\")은 시스템이 고르게 하므로, iOS 14 이후가 보여 주는 compact로 읽습니다",
                                     en: "style \"\(node["style"] ?? "automatic")\" lets the system choose; read as compact, what iOS 14 and later show"))
        }
        var countdown: Int?
        if mode == .countdownTimer {
            let seconds = record.number(node, "countDownDuration", default: 0, in: NumberRange(0, 99 * 3600 + 59 * 60, unit: "seconds"),
                                        what: Localized(ko: "카운트다운 타이머의 시간", en: "the countdown's duration"))
            countdown = seconds.map { Int($0) / 60 }
        }
        record.place(path, at: node)
        for key in ["style", "mode", "minute-interval", "countdown"] { record.place(path.key(key), at: node) }
        return DatePicker(style: style, mode: mode, minuteInterval: interval, countdownMinutes: countdown)
    }

    mutating func pageControl(_ node: InterfaceBuilderNode, at path: ElementPath) -> PageControl? {
        guard let pages = record.whole(node, "numberOfPages", default: 0, in: .pages, what: Localized(ko: "페이지 컨트롤의 페이지 수", en: "the page control's pages")),
              let current = record.whole(node, "currentPage", default: 0, in: .index(among: pages, of: "pages"),
                                         what: Localized(ko: "페이지 컨트롤의 현재 페이지", en: "the page control's current page"))
        else { return nil }
        record.place(path, at: node)
        record.place(path.key("pages"), at: node)
        record.place(path.key("current"), at: node)
        // The frame is the standard size unless the control's own constraints fix both sides.
        let chosen = chosenDimensions(of: node)
        let size = chosen.width.flatMap { width in chosen.height.map { Size(width: width, height: $0) } }
        if size != nil { record.place(path.key("size"), at: node.child("constraints") ?? node) }
        return PageControl(pages: pages, current: current, size: size)
    }

    mutating func activityIndicator(_ node: InterfaceBuilderNode, at path: ElementPath) -> ActivityIndicator {
        record.place(path, at: node)
        record.place(path.key("animating"), at: node)
        record.place(path.key("hides-when-stopped"), at: node)
        return ActivityIndicator(isAnimating: node.flag("animating") ?? false, hidesWhenStopped: node.flag("hidesWhenStopped") ?? true)
    }

    mutating func progressBar(_ node: InterfaceBuilderNode, at path: ElementPath) -> ProgressBar? {
        guard let progress = record.number(node, "progress", default: 0, in: .progress, what: Localized(ko: "진행 막대의 진행 정도", en: "the progress view's progress")) else { return nil }
        record.place(path, at: node)
        record.place(path.key("progress"), at: node)
        return ProgressBar(progress: progress)
    }
}

/// The width and height a view's own constraints fix (`<constraint firstAttribute="height"
/// constant="28"/>` inside the view): a size the app chose, where the frame Interface Builder
/// writes may be the control's standard one. A constraint that relates the view to another, allows
/// a range, gives way (priority below required) or that code reaches through an outlet fixes nothing.
extension InterfaceBuilderContentReader {
    func chosenDimensions(of node: InterfaceBuilderNode) -> (width: Double?, height: Double?) {
        var width: Double?, height: Double?
        for constraint in node.list("constraints") where constraint.name == "constraint" {
            guard constraint["firstItem"] == nil, constraint["secondItem"] == nil, constraint["relation"] == nil,
                  constraint["multiplier"] == nil, constraint["priority"].map({ $0 == "1000" }) ?? true,
                  constraint.id.map({ document.outlets[$0] == nil }) ?? true,
                  let constant = constraint["constant"].flatMap(Double.init), NumberRange.points.contains(constant) else { continue }
            switch constraint["firstAttribute"] {
            case "width": width = constant
            case "height": height = constant
            default: continue
            }
        }
        return (width, height)
    }
}
