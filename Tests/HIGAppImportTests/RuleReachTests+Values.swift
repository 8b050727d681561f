/// The reach matrix: controls that show or set a value (progress, sliders, steppers, date pickers).
extension RuleReachTests {
    static let values: [RuleReach] = [
        RuleReach("activity-indicator.determinate-when-measurable",
                  swiftUI: .cannot("whether the work behind a spinner could be measured is a fact of the app's task, not of the view: ProgressView() says only that something is under way"),
                  interfaceBuilder: .cannot("whether the work behind a UIActivityIndicatorView could be measured is a fact of the app's task, which the storyboard does not hold")),

        RuleReach("activity-indicator.keep-moving",
                  swiftUI: .cannot("SwiftUI's ProgressView() spins whenever it is shown: it has no stopped state and no hides-when-stopped setting (UIActivityIndicatorView's)"),
                  interfaceBuilder: IB.view(#"<activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" style="medium" id="Act-001"/>"#)),

        RuleReach("activity-indicator.no-vague-label", swiftUI: .swiftUI(#"""
            struct FeedView: View {
                var body: some View {
                    ProgressView("Loading…")
                }
            }
            """#), interfaceBuilder: .cannot("UIActivityIndicatorView has no label: text beside it is a UILabel of its own, which the file does not tie to the spinner")),

        RuleReach("progress-bar.no-vague-label", swiftUI: .swiftUI(#"""
            struct SyncView: View {
                var body: some View {
                    ProgressView("Please wait…", value: 0.4)
                }
            }
            """#), interfaceBuilder: .cannot("UIProgressView has no label: text beside it is a UILabel of its own, which the file does not tie to the bar")),

        RuleReach("progress-bar.progress-range", swiftUI: .swiftUI(#"""
            struct UploadView: View {
                var body: some View {
                    ProgressView(value: 60)
                }
            }
            """#), interfaceBuilder: IB.view(#"<progressView opaque="NO" contentMode="scaleToFill" progress="60" id="Prg-001"/>"#)),

        RuleReach("slider.not-for-volume", swiftUI: .swiftUI(#"""
            struct NowPlaying: View {
                @State private var volume = 0.5
                var body: some View {
                    Slider(value: $volume, in: 0...1)
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="Sld-001">
                    <accessibility key="accessibilityConfiguration" label="Volume"/>
                </slider>
                """#)),

        RuleReach("stepper.hit-target",
                  swiftUI: .cannot("SwiftUI's Stepper draws the system stepper at the system's size: .frame gives it more or less room, it does not change the minus and plus halves people tap"),
                  interfaceBuilder: .cannot("UIKit gives a stepper a fixed size, as it does a switch (UIKit's reference: a stepper's bounding rectangle matches a UISwitch's): the frame in the file is that size, and constraints move the stepper without resizing the minus and plus halves people tap, so no size in a file is the app's choice")),

        RuleReach("stepper.shows-value", swiftUI: .swiftUI(#"""
            struct PrintOptions: View {
                @State private var copies = 1
                var body: some View {
                    Stepper("Copies", value: $copies, in: 1...10)
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <label text="Copies" id="Lbl-cp-001"/>
                <stepper opaque="NO" contentMode="scaleToFill" value="1" minimumValue="1" maximumValue="10" id="Stp-001"/>
                """#)),

        RuleReach("stepper.small-range", swiftUI: .swiftUI(#"""
            struct TipView: View {
                @State private var percent = 15
                var body: some View {
                    Stepper(value: $percent, in: 0...100) { Text("Tip: \(percent)%") }
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <label text="15%" id="Lbl-tp-001"/>
                <stepper opaque="NO" contentMode="scaleToFill" value="15" maximumValue="100" id="Stp-002"/>
                """#)),

        RuleReach("date-picker.countdown-limit",
                  swiftUI: .cannot("SwiftUI's DatePicker has no countdown-timer mode (UIDatePicker.Mode.countDownTimer): its displayedComponents are .date and .hourAndMinute (.hourMinuteAndSecond only on watchOS)"),
                  interfaceBuilder: IB.view(#"<datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" countDownDuration="90000" style="wheels" id="Dtp-001"/>"#)),

        RuleReach("date-picker.minute-interval",
                  swiftUI: .cannot("SwiftUI's DatePicker has no minute interval (UIDatePicker.minuteInterval); only UIKit sets one"),
                  interfaceBuilder: IB.view(#"<datePicker contentMode="scaleToFill" datePickerMode="time" minuteInterval="7" style="wheels" id="Dtp-002"/>"#)),

        RuleReach("date-picker.no-compact-countdown",
                  swiftUI: .cannot("SwiftUI's DatePicker has no countdown-timer mode (UIDatePicker.Mode.countDownTimer), compact or not"),
                  interfaceBuilder: IB.view(#"<datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" countDownDuration="600" style="compact" id="Dtp-003"/>"#)),
    ]
}
