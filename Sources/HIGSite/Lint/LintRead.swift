import HIGAppImport
import HIGControls

/// The screens of every file `higsite lint` was given, in the order of the files, with what
/// could not be read and what the code left unknown.
package struct LintRead {
    package var screens: [LintScreen] = []
    package var problems: [Diagnostic] = []
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

    /// Reads `files`, Swift parsed first in `parseGuard` (``SwiftParseProcess/ofThisExecutable()``
    /// for the command line); `excluded` paths were left out by the walk and are counted.
    package init(_ files: [LintInputs.File], excluded: Int = 0, language: Language, parseGuard: (any SwiftParseGuard)?) {
        leftOut.excluded = excluded
        let imported = Dictionary(AppSources.read(files, parseGuard: parseGuard).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
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
    package func summary(in language: Language) -> String {
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
    package func explanation(in language: Language) -> String {
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
