import Foundation
import Testing

/// The numbers of issue 20 item 6, each of which crashed `higsite` (SIGILL) in every command that
/// reads a screen: now a located error with the key's path, the value and its range.
@Suite("Numbers out of range on the command line")
struct NumberInputTests {
    struct Input: Sendable, CustomTestStringConvertible {
        /// One line of YAML: a control with the offending number.
        let yaml: String
        /// The number as written in `yaml`; diagnostics point at it.
        let value: String
        let path: String
        let message: String
        /// `mockup KIND --key value …`, when the control can be written that way.
        let settings: [String]?

        var testDescription: String { yaml }
        /// The column of the value in `yaml`.
        var column: Int { yaml.distance(from: yaml.startIndex, to: yaml.range(of: value)!.lowerBound) + 1 }
        var error: String { "\(path): \(message)" }
    }

    static let inputs: [Input] = [
        Input(yaml: "label: {text: a, font-size: 1e300}", value: "1e300", path: "label.font-size",
              message: "must be from 1 to 1000 points, not 1e300", settings: ["label", "--text", "a", "--font-size", "1e300"]),
        Input(yaml: "button: {title: a, size: 1e19x1e19}", value: "1e19x1e19", path: "button.size",
              message: "must be a width and a height each from 0 to 10000 points, not 1e19x1e19",
              settings: ["button", "--title", "a", "--size", "1e19x1e19"]),
        Input(yaml: "segmented-control: {segments: [a, b], selected: 9223372036854775807}", value: "9223372036854775807",
              path: "segmented-control.selected", message: "must be a whole number from 0 to 1 (the index of one of 2 segments), not 9223372036854775807",
              settings: ["segmented-control", "--segments", "a,b", "--selected", "9223372036854775807"]),
        Input(yaml: "status-bar: {network-activity: {seconds: -1e300}}", value: "-1e300", path: "status-bar.network-activity.seconds",
              message: "must be from 0 to 86400 seconds, not -1e300", settings: nil),
        Input(yaml: "date-picker: {mode: time, minute-interval: -9223372036854775808}", value: "-9223372036854775808",
              path: "date-picker.minute-interval", message: "must be a whole number from 1 to 60 minutes, not -9223372036854775808",
              settings: ["date-picker", "--mode", "time", "--minute-interval", "-9223372036854775808"]),
        Input(yaml: "page-control: {pages: -1}", value: "-1", path: "page-control.pages",
              message: "must be a whole number from 0 to 1000, not -1", settings: ["page-control", "--pages", "-1"]),
        Input(yaml: "image-view: {size: 1e308x1e308}", value: "1e308x1e308", path: "image-view.size",
              message: "must be a width and a height each from 0 to 10000 points, not 1e308x1e308",
              settings: ["image-view", "--size", "1e308x1e308"]),
    ]

    /// The fence's YAML starts on line 8 of the page; the number is on its second line.
    private func project(fence input: Input) throws -> Project {
        let project = try Project()
        try project.write("content/ko/bars/sample.md", "---\ntitle: 탭 바\n---\n\n## 탭 수 {#tab-count}\n\n```mockup\ncaption: 숫자\n\(input.yaml)\n```\n")
        return project
    }

    @Test(arguments: inputs)
    func buildReportsAMockupSpecErrorAtTheValueAndWritesNothing(_ input: Input) throws {
        let project = try project(fence: input)
        let run = try project.run("build")
        #expect(run.status == 1)
        #expect(run.stderr == """
            content/ko/bars/sample.md:9:\(input.column): error: mockup: \(input.error) [mockup-spec]
            higsite: 1 error, 0 warnings; nothing was written

            """)
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("_site").path))
    }

    @Test(arguments: inputs)
    func checkReportsTheSameError(_ input: Input) throws {
        let run = try project(fence: input).run("check")
        #expect(run.status == 1)
        #expect(run.stderr == """
            content/ko/bars/sample.md:9:\(input.column): error: mockup: \(input.error) [mockup-spec]
            higsite: checked 6 pages: 1 error, 0 warnings

            """)
    }

    @Test(arguments: inputs)
    func lintReportsAScreenErrorAtTheValueWithAndWithoutShow(_ input: Input) throws {
        let project = try Project()
        try project.write("screens/bad.yaml", "name: 숫자\n\(input.yaml)\n")
        for arguments in [["lint", "screens/bad.yaml"], ["lint", "--show", "screens/bad.yaml"]] {
            let run = try Run(arguments, in: project.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout == "screens/bad.yaml:2:\(input.column): error: \(input.error) [screen-spec]\n", "\(arguments)")
        }
    }

    @Test(arguments: inputs)
    func mockupRefusesTheFileAndTheSettings(_ input: Input) throws {
        let project = try Project()
        try project.write("screen.yaml", input.yaml + "\n")
        for format in ["ascii", "svg"] {
            let run = try project.run("mockup", "--file", "screen.yaml", "--format", format)
            #expect(run.status == 2, "\(format)")
            // Read as lint reads a file: the problem at its line and column.
            #expect(run.stderr == "screen.yaml:1:\(input.column): error: \(input.error) [screen-spec]\n", "\(format)")
            #expect(run.stdout == "")
        }
        guard let settings = input.settings else { return }
        for format in ["ascii", "svg"] {
            let run = try Run(["mockup"] + settings + ["--format", format], in: project.url)
            #expect(run.status == 2, "\(settings) \(format)")
            #expect(run.stderr == "higsite: settings: \(input.error)\n", "\(settings) \(format)")
        }
    }
}
