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
    /// What was left out, and how many: data files, macOS files and clauses, excluded paths.
    private(set) var leftOut = LeftOut()

    struct LeftOut: Equatable {
        var dataFiles = 0
        var macOSFiles = 0
        var watchOSFiles = 0
        var macOSBranches = 0
        var macOSViews = 0
        var excluded = 0
    }

    init(_ files: [LintInputs.File], excluded: Int = 0, language: Language) {
        leftOut.excluded = excluded
        let imported = Dictionary(AppSources.read(files, parseGuard: SwiftParseProcess.ofThisExecutable()).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            let kind: String
            let found: [LintScreen]
            switch file.kind {
            case .description:
                let reading = file.isNamed ? ScreenFile.read(file.url, displayPath: file.display)
                    : ScreenFile.readFound(file.url, displayPath: file.display)
                guard let (description, problems) = reading else {
                    leftOut.dataFiles += 1
                    continue
                }
                self.problems += problems
                kind = "YAML/JSON"
                found = description.map(LintScreen.screens(of:)) ?? []
            case .app(let appKind):
                guard let app = imported[file.display] else { continue }
                leftOut.macOSBranches += app.macOSBranches
                leftOut.macOSViews += app.macOSViews
                if app.isMacOS {
                    leftOut.macOSFiles += 1
                    continue
                }
                if app.isWatchOS {
                    leftOut.watchOSFiles += 1
                    continue
                }
                problems += app.diagnostics(in: language)
                kind = appKind.rawValue
                found = LintScreen.screens(of: app)
            }
            screens += found
            counts[kind, default: (0, 0)].files += 1
            counts[kind, default: (0, 0)].screens += found.count
        }
    }

    private static let kindOrder = ["SwiftUI", ImportedFile.Kind.storyboard.rawValue, ImportedFile.Kind.xib.rawValue, "YAML/JSON"]

    /// `read 9 screens: 6 from 3 SwiftUI files, 3 from 1 storyboard file; 2 parts unknown (--explain lists them)`,
    /// then what was left out, if anything: `; left out: 1,201 data files, 27 macOS files`; in Korean
    /// `화면 9개 읽음: SwiftUI 파일 3개에서 6개, …; 알 수 없는 부분 2곳(--explain으로 목록 보기)`.
    func summary(in language: Language) -> String {
        let total = screens.count
        let parts = Self.kindOrder.compactMap { kind -> String? in
            guard let count = counts[kind] else { return nil }
            switch language {
            case .ko: return "\(Self.koreanKind[kind] ?? kind) 파일 \(count.files)개에서 \(count.screens)개"
            case .en: return "\(count.screens) from \(count.files) \(kind) file\(count.files == 1 ? "" : "s")"
            }
        }
        let unknown = Set(screens.flatMap { screen in screen.unknowns.map { "\($0.file ?? screen.file):\($0.position):\($0.what.en)" } }).count
        let listed = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        switch language {
        case .ko:
            let unknownText = unknown == 0 ? "알 수 없는 부분 없음" : "알 수 없는 부분 \(unknown)곳(--explain으로 목록 보기)"
            return "화면 \(total)개 읽음" + listed + "; " + unknownText + leftOut.text(in: language)
        case .en:
            let unknownText = unknown == 0 ? "nothing unknown"
                : "\(unknown) part\(unknown == 1 ? "" : "s") unknown (--explain lists \(unknown == 1 ? "it" : "them"))"
            return "read \(total) screen\(total == 1 ? "" : "s")" + listed + "; " + unknownText + leftOut.text(in: language)
        }
    }

    private static let koreanKind = [ImportedFile.Kind.storyboard.rawValue: "스토리보드"]

    /// One line for each unknown part, at its place in the code: what, why, and in which screen,
    /// in the language of the run (`unknown:` is `알 수 없음:` in Korean).
    func explanation(in language: Language) -> String {
        // A part of a view several screens show is listed once, where it is written, in the first.
        var lines: [String: (file: String, line: Int, column: Int, screen: String?)] = [:]
        let label = switch language {
        case .ko: "알 수 없음"
        case .en: "unknown"
        }
        for screen in screens {
            for unknown in screen.unknowns {
                let file = unknown.file ?? screen.file
                let place = "\(file):\(unknown.position.line):\(unknown.position.column): \(label): \(unknown.what[language]): \(unknown.why[language])"
                guard lines[place] == nil else { continue }
                lines[place] = (file, unknown.position.line, unknown.position.column, screen.name)
            }
        }
        func inScreen(_ name: String) -> String {
            switch language {
            case .ko: " (화면: \(name))"
            case .en: " (in \(name))"
            }
        }
        return lines.sorted { ($0.value.file, $0.value.line, $0.value.column, $0.key) < ($1.value.file, $1.value.line, $1.value.column, $1.key) }
            .map { TerminalText.escaped($0.key + ($0.value.screen.map(inScreen) ?? "")) + "\n" }.joined()
    }
}

extension LintRead.LeftOut {
    /// `; left out: 1,201 data files, 27 macOS files, 4 macOS branches, 2 excluded paths`
    /// (`; 읽지 않음: 데이터 파일 1,201개, …`), or nothing when nothing was.
    func text(in language: Language) -> String {
        switch language {
        case .ko:
            let viewsElsewhere = watchOSFiles > 0 ? "macOS나 watchOS 코드" : "macOS 코드"
            let parts = [(dataFiles, "데이터 파일"), (macOSFiles, "macOS 파일"), (watchOSFiles, "watchOS 파일"),
                         (macOSBranches, "#if os(macOS) 분기"), (macOSViews, "\(viewsElsewhere)만 보여 주는 뷰"), (excluded, "제외된 경로")]
                .filter { $0.0 > 0 }
                .map { count, name in "\(name) \(Self.grouped(count))개" }
            return parts.isEmpty ? "" : "; 읽지 않음: " + parts.joined(separator: ", ")
        case .en:
            let viewsElsewhere = watchOSFiles > 0 ? "macOS or watchOS code" : "macOS code"
            let parts = [(dataFiles, "data file", "data files"), (macOSFiles, "macOS file", "macOS files"),
                         (watchOSFiles, "watchOS file", "watchOS files"),
                         (macOSBranches, "#if os(macOS) branch", "#if os(macOS) branches"),
                         (macOSViews, "view only \(viewsElsewhere) shows", "views only \(viewsElsewhere) shows"),
                         (excluded, "excluded path", "excluded paths")]
                .filter { $0.0 > 0 }
                .map { count, one, many in "\(Self.grouped(count)) \(count == 1 ? one : many)" }
            return parts.isEmpty ? "" : "; left out: " + parts.joined(separator: ", ")
        }
    }

    /// `1201` as `1,201`, the same on every machine (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

extension LintRead {
    /// `--show --format json`: the diagnostics, and every screen as higsite understood it — its
    /// model in the schema of a screen description (paste it into a .yaml file and it reads back
    /// as the same screen), what was unknown, and how many violations it has. The keys are the
    /// same in every language; `what` and `why` are texts for people, in the run's language like
    /// the diagnostics' messages beside them.
    func shownJSON(_ diagnostics: [Diagnostic], checked: [(file: String, name: String?, checked: CheckedMockup)], language: Language) -> String {
        let screens = zip(screens, checked).map { screen, checked in
            let unknowns = screen.unknowns.map { unknown in
                "{\"file\": \(JSON.string(unknown.file ?? screen.file)), \"line\": \(unknown.position.line), \"column\": \(unknown.position.column), "
                    + "\"what\": \(JSON.string(unknown.what[language])), \"why\": \(JSON.string(unknown.why[language]))}"
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
