import Foundation
import HIGControls
import Testing
import Yams

/// Every number of a screen description has a range (`NumberRange+Controls.swift`); outside it
/// decoding fails with the key's path, the value as written and the range, never later with a crash.
@Suite("Number ranges of screen descriptions")
struct NumberRangeDecodingTests {
    struct Refused: Sendable, CustomTestStringConvertible {
        let yaml: String
        let path: String
        let message: String
        var testDescription: String { yaml }
    }

    /// The inputs of issue 20 item 6 (each crashed higsite), then one per other numeric key.
    static let refused: [Refused] = [
        Refused(yaml: "label: {text: a, font-size: 1e300}", path: "label.font-size", message: "must be from 1 to 1000 points, not 1e300"),
        Refused(yaml: "button: {title: a, size: 1e19x1e19}", path: "button.size",
                message: "must be a width and a height each from 0 to 10000 points, not 1e19x1e19"),
        Refused(yaml: "segmented-control: {segments: [a, b], selected: 9223372036854775807}", path: "segmented-control.selected",
                message: "must be a whole number from 0 to 1 (the index of one of 2 segments), not 9223372036854775807"),
        Refused(yaml: "tab-bar: {items: [a, b, c], selected: 9223372036854775807}", path: "tab-bar.selected",
                message: "must be a whole number from 0 to 2 (the index of one of 3 tabs), not 9223372036854775807"),
        Refused(yaml: "status-bar: {network-activity: {seconds: -1e300}}", path: "status-bar.network-activity.seconds",
                message: "must be from 0 to 86400 seconds, not -1e300"),
        Refused(yaml: "date-picker: {mode: time, minute-interval: -9223372036854775808}", path: "date-picker.minute-interval",
                message: "must be a whole number from 1 to 60 minutes, not -9223372036854775808"),
        Refused(yaml: "page-control: {pages: -1}", path: "page-control.pages", message: "must be a whole number from 0 to 1000, not -1"),
        Refused(yaml: "image-view: {size: 1e308x1e308}", path: "image-view.size",
                message: "must be a width and a height each from 0 to 10000 points, not 1e308x1e308"),

        Refused(yaml: "page-control: {pages: 1000000000}", path: "page-control.pages", message: "must be a whole number from 0 to 1000, not 1000000000"),
        Refused(yaml: "page-control: {pages: 2.5}", path: "page-control.pages", message: "must be a whole number from 0 to 1000, not 2.5"),
        Refused(yaml: "page-control: {pages: 99999999999999999999}", path: "page-control.pages",
                message: "must be a whole number from 0 to 1000, not 99999999999999999999"),
        Refused(yaml: "page-control: {pages: 3, current: 3}", path: "page-control.current",
                message: "must be a whole number from 0 to 2 (the index of one of 3 pages), not 3"),
        Refused(yaml: "page-control: {pages: 0, current: 1}", path: "page-control.current", message: "must be 0 (there are no pages), not 1"),
        Refused(yaml: "tab-bar: {items: [], selected: 1}", path: "tab-bar.selected", message: "must be 0 (there are no tabs), not 1"),
        Refused(yaml: "label: {text: a, font-size: 0.5}", path: "label.font-size", message: "must be from 1 to 1000 points, not 0.5"),
        Refused(yaml: "label: {text: a, font-size: .nan}", path: "label.font-size", message: "must be from 1 to 1000 points, not .nan"),
        Refused(yaml: "progress-bar: {progress: .inf}", path: "progress-bar.progress", message: "must be from -100 to 100, not .inf"),
        Refused(yaml: "progress-bar: {progress: -101}", path: "progress-bar.progress", message: "must be from -100 to 100, not -101"),
        Refused(yaml: "button: {size: {width: 44, height: -.inf}}", path: "button.size.height", message: "must be from 0 to 10000 points, not -.inf"),
        Refused(yaml: "button: {size: 44x-1}", path: "button.size", message: "must be a width and a height each from 0 to 10000 points, not 44x-1"),
        Refused(yaml: "toolbar: {items: [{icon: trash, size: nanx44}]}", path: "toolbar.items[0].size",
                message: "must be a width and a height each from 0 to 10000 points, not nanx44"),
        Refused(yaml: "collection: {items: [{size: 10001x10}]}", path: "collection.items[0].size",
                message: "must be a width and a height each from 0 to 10000 points, not 10001x10"),
        Refused(yaml: "image-view: {frames: [40x40, 40x1e19]}", path: "image-view.frames[1]",
                message: "must be a width and a height each from 0 to 10000 points, not 40x1e19"),
        Refused(yaml: "date-picker: {mode: time, minute-interval: 0}", path: "date-picker.minute-interval",
                message: "must be a whole number from 1 to 60 minutes, not 0"),
        Refused(yaml: "date-picker: {countdown: '9223372036854775807:00'}", path: "date-picker.countdown",
                message: "must be from 0:00 to 99:59 (H:MM), not 9223372036854775807:00"),
        Refused(yaml: "date-picker: {countdown: '100:00'}", path: "date-picker.countdown", message: "must be from 0:00 to 99:59 (H:MM), not 100:00"),
        Refused(yaml: "navigation-bar: {title: a, back: {title: b, segments: 1000000000}}", path: "navigation-bar.back.segments",
                message: "must be a whole number from 1 to 20, not 1000000000"),
        Refused(yaml: "navigation-bar: {title: a, back: {title: b, segments: 0}}", path: "navigation-bar.back.segments",
                message: "must be a whole number from 1 to 20, not 0"),
        Refused(yaml: "scroll-view: {min-zoom: 0}", path: "scroll-view.min-zoom", message: "must be from 0.01 to 100, not 0"),
        Refused(yaml: "scroll-view: {max-zoom: 1e300}", path: "scroll-view.max-zoom", message: "must be from 0.01 to 100, not 1e300"),
        Refused(yaml: "slider: {value: 0.5, min: -1e300}", path: "slider.min", message: "must be from -1000000000 to 1000000000, not -1e300"),
        Refused(yaml: "slider: {max: .inf}", path: "slider.max", message: "must be from -1000000000 to 1000000000, not .inf"),
        Refused(yaml: "stepper: {value: 1e10}", path: "stepper.value", message: "must be from -1000000000 to 1000000000, not 1e10"),
        Refused(yaml: "stepper: {step: 0}", path: "stepper.step", message: "must be more than 0 and at most 1000000000, not 0"),
        Refused(yaml: "stepper: {step: -1}", path: "stepper.step", message: "must be more than 0 and at most 1000000000, not -1"),
    ]

    @Test(arguments: refused)
    func aNumberOutsideItsRangeIsRefusedWithTheKeyTheValueAndTheRange(_ input: Refused) {
        do {
            let screen = try YAMLDecoder().decode(Screen.self, from: input.yaml + "\n")
            Issue.record("decoded \(screen)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().dropFirst() == Substring(input.path))
            #expect(context.debugDescription == input.message)
            #expect(context.underlyingError is NumberOutOfRange, "marked as a refused value, so it is reported at the value")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// The bounds themselves are allowed, and what a rule exists to flag still decodes.
    @Test(arguments: [
        "label: {text: a, font-size: 1}", "label: {text: a, font-size: 1000}",
        "button: {size: 0x0}", "button: {size: 10000x10000}", "button: {size: {width: 0, height: 10000}}",
        "page-control: {pages: 0}", "page-control: {pages: 1000, current: 999}", "page-control: {pages: 36}",
        "tab-bar: {items: [a, b], selected: 1}", "tab-bar: {items: []}", "segmented-control: {segments: [a, b, c], selected: 2}",
        "status-bar: {network-activity: {seconds: 0}}", "status-bar: {network-activity: {seconds: 86400}}",
        "date-picker: {mode: time, minute-interval: 1}", "date-picker: {mode: time, minute-interval: 60}",
        "date-picker: {countdown: '0:00'}", "date-picker: {countdown: '99:59'}", "date-picker: {countdown: '36:00'}",
        "navigation-bar: {title: a, back: {title: b, segments: 20}}",
        "scroll-view: {min-zoom: 0.01, max-zoom: 100}", "progress-bar: {progress: 60}", "progress-bar: {progress: -100}",
        "slider: {value: -1000000000, min: -1000000000, max: 1000000000}", "stepper: {step: 0.001, min: 0, max: 1000000000}",
    ])
    func theBoundsDecode(_ yaml: String) throws {
        _ = try YAMLDecoder().decode(Screen.self, from: yaml + "\n")
    }

    @Test func rangesDescribeThemselves() {
        #expect(NumberRange.fontSize.description == "from 1 to 1000 points")
        #expect(NumberRange.zoomScale.description == "from 0.01 to 100")
        #expect(NumberRange.step.description == "more than 0 and at most 1000000000")
        #expect(NumberRange.index(among: 4, of: "tabs").description == "a whole number from 0 to 3 (the index of one of 4 tabs)")
        #expect(NumberRange.index(among: 0, of: "tabs").description == "0 (there are no tabs)")
        #expect(!NumberRange.points.contains(.nan) && !NumberRange.points.contains(.infinity) && !NumberRange.points.contains(-0.1))
        #expect(!NumberRange.pages.contains(2.5) && NumberRange.pages.contains(Int(1000)) && !NumberRange.pages.contains(Int.max))
    }
}
