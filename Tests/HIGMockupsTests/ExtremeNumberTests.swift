import HIGControls
import HIGMockups
import HIGRules
import Testing

/// Decoding keeps every number in its range, but the model is public: a screen built in Swift
/// (HIGRules is a library product) may hold anything. Rules and drawings must still not trap.
@Suite("Numbers no decoder would accept")
struct ExtremeNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let screen: Screen
        var testDescription: String { name }
    }

    static func nested(_ depth: Int, _ element: Element) -> Element {
        (0..<depth).reduce(element) { inner, _ in .scrollView(ScrollView(content: [inner])) }
    }

    static let cases: [Case] = [
        Case(name: "font size 1e300", screen: Screen(content: [.label(Label(text: "a", fontSize: 1e300)), .label(Label(text: "b"))])),
        Case(name: "font size NaN", screen: Screen(content: [.label(Label(text: "a", fontSize: .nan))])),
        Case(name: "font size infinity", screen: Screen(content: [.label(Label(text: "a", fontSize: .infinity))])),
        Case(name: "button 1e19×1e19", screen: Screen(content: [.button(Button(title: "a", size: Size(width: 1e19, height: 1e19)))])),
        Case(name: "image 1e308×1e308", screen: Screen(content: [.imageView(ImageView(frames: [Size(width: 1e308, height: 1e308)]))])),
        Case(name: "image NaN", screen: Screen(content: [.imageView(ImageView(frames: [Size(width: .nan, height: -.infinity)]))])),
        Case(name: "toolbar item 1e19", screen: Screen(toolbar: Toolbar(items: [BarItem(icon: "trash", size: Size(width: 1e19, height: 1e19))]))),
        Case(name: "collection item -1e300", screen: Screen(content: [.collection(Collection(items: [.init(size: Size(width: -1e300, height: 1e300))]))])),
        Case(name: "tab selected Int.max", screen: Screen(tabBar: TabBar(items: [.init(title: "a")], selected: .max))),
        Case(name: "segment selected Int.max", screen: Screen(content: [.segmentedControl(SegmentedControl(segments: [.init(title: "a"), .init(title: "b")], selected: .max))])),
        Case(name: "segment selected Int.min", screen: Screen(content: [.segmentedControl(SegmentedControl(segments: [.init(title: "a"), .init(title: "b")], selected: .min))])),
        Case(name: "network activity -1e300 s", screen: Screen(statusBar: StatusBar(networkActivity: NetworkActivityIndicator(seconds: -1e300)))),
        Case(name: "network activity NaN s", screen: Screen(statusBar: StatusBar(networkActivity: NetworkActivityIndicator(seconds: .nan)))),
        Case(name: "minute interval Int.min", screen: Screen(content: [.datePicker(DatePicker(mode: .time, minuteInterval: .min))])),
        Case(name: "minute interval Int.max", screen: Screen(content: [.datePicker(DatePicker(mode: .dateAndTime, minuteInterval: .max))])),
        Case(name: "countdown Int.min minutes", screen: Screen(content: [.datePicker(DatePicker(mode: .countdownTimer, minuteInterval: 7, countdownMinutes: .min))])),
        Case(name: "countdown Int.max minutes", screen: Screen(content: [.datePicker(DatePicker(mode: .countdownTimer, countdownMinutes: .max))])),
        Case(name: "pages -1", screen: Screen(content: [.pageControl(PageControl(pages: -1, current: -1))])),
        Case(name: "pages Int.max", screen: Screen(content: [.pageControl(PageControl(pages: .max, current: .max))])),
        Case(name: "back segments Int.max", screen: Screen(navigationBar: NavigationBar(title: "a", backButton: .init(title: "b", segments: .max)))),
        Case(name: "back segments -5", screen: Screen(navigationBar: NavigationBar(title: "a", backButton: .init(title: "b", segments: -5)))),
        Case(name: "progress NaN", screen: Screen(content: [.progressBar(ProgressBar(progress: .nan)), .progressBar(ProgressBar(progress: -.infinity))])),
        Case(name: "slider ±1e308", screen: Screen(content: [.slider(Slider(value: .nan, minimum: -1e308, maximum: 1e308))])),
        Case(name: "stepper step 0 and NaN", screen: Screen(content: [.stepper(Stepper(value: .infinity, minimum: -1e300, maximum: 1e300, step: 0)),
                                                                      .stepper(Stepper(step: .nan))])),
        Case(name: "zoom 1e300", screen: Screen(content: [.scrollView(ScrollView(zoom: 1e300...1e300))])),
        Case(name: "colour channels outside 0…1", screen: Screen(statusBar: StatusBar(background: Color(red: 2, green: .nan, blue: -1e300)))),
        Case(name: "page control 30 scroll views deep", screen: Screen(content: [nested(30, .pageControl(PageControl(pages: 3)))])),
        Case(name: "table 30 scroll views deep", screen: Screen(content: [nested(30, .table(Table(style: .grouped, rows: [.init(title: "a")], index: ["A"])))])),
    ]

    @Test(arguments: cases)
    func rulesAndDrawingsDoNotTrap(_ input: Case) {
        let violations = RuleRegistry.violations(in: input.screen)
        let marks = violations.enumerated().map { MockupMark(element: $1.element, number: $0 + 1) }
        for language in [Language.ko, .en] {
            let svg = Mockup.svg(input.screen, language: language, title: input.name, marks: marks, verdict: .fails)
            #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>"))
            #expect(!svg.contains("nan") && !svg.contains("inf\""), "no NaN or infinity written as an SVG number")
            #expect(!Mockup.ascii(input.screen, language: language, marks: marks).isEmpty)
            _ = violations.map { $0.message[language] }
        }
    }
}
