import Foundation
import HIGAppImport
import HIGControls
import HIGMockups
import HIGSite

/// The screens of every file `higsite lint` was given, in the order of the files, with what
/// could not be read and what the code left unknown.
struct LintRead {
    var screens: [LintScreen] = []
    var problems: [Diagnostic] = []
    /// Files and screens read, by the kind of file.
    private var counts: [String: (files: Int, screens: Int)] = [:]

    init(_ files: [LintInputs.File]) {
        let imported = Dictionary(AppSources.read(files, parseGuard: SwiftParseProcess.ofThisExecutable()).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            let kind: String
            let found: [LintScreen]
            switch file.kind {
            case .description:
                let (description, problems) = ScreenFile.read(file.url, displayPath: file.display)
                self.problems += problems
                kind = "YAML/JSON"
                found = description.map(LintScreen.screens(of:)) ?? []
            case .app(let appKind):
                guard let app = imported[file.display] else { continue }
                problems += app.diagnostics
                kind = appKind.rawValue
                found = LintScreen.screens(of: app)
            }
            screens += found
            counts[kind, default: (0, 0)].files += 1
            counts[kind, default: (0, 0)].screens += found.count
        }
    }

    private static let kindOrder = ["SwiftUI", ImportedFile.Kind.storyboard.rawValue, ImportedFile.Kind.xib.rawValue, "YAML/JSON"]

    /// `read 9 screens: 6 from 3 SwiftUI files, 3 from 1 storyboard file; 2 parts unknown (--explain lists them)`.
    var summary: String {
        let total = screens.count
        let parts = Self.kindOrder.compactMap { kind -> String? in
            guard let count = counts[kind] else { return nil }
            return "\(count.screens) from \(count.files) \(kind) file\(count.files == 1 ? "" : "s")"
        }
        let unknown = Set(screens.flatMap { screen in screen.unknowns.map { "\($0.file ?? screen.file):\($0.position):\($0.what)" } }).count
        let unknownText = unknown == 0 ? "nothing unknown"
            : "\(unknown) part\(unknown == 1 ? "" : "s") unknown (--explain lists \(unknown == 1 ? "it" : "them"))"
        return "read \(total) screen\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")) + "; " + unknownText
    }

    /// One line for each unknown part, at its place in the code: what, why, and in which screen.
    var explanation: String {
        // A part of a view several screens show is listed once, where it is written, in the first.
        var lines: [String: (file: String, line: Int, column: Int, screen: String?)] = [:]
        for screen in screens {
            for unknown in screen.unknowns {
                let file = unknown.file ?? screen.file
                let place = "\(file):\(unknown.position.line):\(unknown.position.column): unknown: \(unknown.what): \(unknown.why)"
                guard lines[place] == nil else { continue }
                lines[place] = (file, unknown.position.line, unknown.position.column, screen.name)
            }
        }
        return lines.sorted { ($0.value.file, $0.value.line, $0.value.column, $0.key) < ($1.value.file, $1.value.line, $1.value.column, $1.key) }
            .map { TerminalText.escaped($0.key + ($0.value.screen.map { " (in \($0))" } ?? "")) + "\n" }.joined()
    }
}

extension LintRead {
    /// `--show --format json`: the diagnostics, and every screen as higsite understood it — its
    /// model in the schema of a screen description (paste it into a .yaml file and it reads back
    /// as the same screen), what was unknown, and how many violations it has.
    func shownJSON(_ diagnostics: [Diagnostic], checked: [(file: String, name: String?, checked: CheckedMockup)]) -> String {
        let screens = zip(screens, checked).map { screen, checked in
            let unknowns = screen.unknowns.map { unknown in
                "{\"line\": \(unknown.position.line), \"column\": \(unknown.position.column), "
                    + "\"what\": \(JSON.string(unknown.what)), \"why\": \(JSON.string(unknown.why))}"
            }
            let fields = [
                "\"file\": \(JSON.string(screen.file))",
                "\"name\": \(screen.name.map(JSON.string) ?? "null")",
                "\"violations\": \(checked.checked.violations.count)",
                "\"unknowns\": [" + unknowns.joined(separator: ", ") + "]",
                "\"screen\": " + ModelJSON.string(screen.screen),
            ]
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let list = DiagnosticPrinter.json(diagnostics).dropLast().replacingOccurrences(of: "\n", with: "\n  ")
        return "{\n  \"diagnostics\": \(list),\n  \"screens\": [\n" + screens.joined(separator: ",\n") + (screens.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
