import HIGControls
import Foundation
import Yams

/// One concept of `content/glossary.yaml`: the English term, the Korean term to use, and the
/// Korean variants to avoid (the source translations use several words for one thing).
struct GlossaryEntry: Hashable, Sendable {
    var english: String
    var korean: String
    package var avoid: [String]
}

/// The shared vocabulary of the Korean guidelines; checked on every Korean page and published
/// as a page of both languages.
struct Glossary: Hashable, Sendable {
    package var entries: [GlossaryEntry]

    package static let fileName = "glossary.yaml"
    package static let empty = Glossary(entries: [])

    /// Reads `glossary.yaml` from the content folder; no file is an empty glossary.
    static func load(from source: ContentSource) -> (Glossary, [Diagnostic]) {
        let url = source.root.appendingPathComponent(fileName)
        let display = source.displayRoot + "/" + fileName
        switch SourceEntry.at(url.path, display: display, root: source.resolvedRoot) {
        case .missing:
            return (.empty, [])
        case .file:
            break
        case .folder:
            return (.empty, [Diagnostic(file: display, location: nil, problem: .file(.notRegularFile))])
        case .refused(let problem):
            // Never read through a link that leads elsewhere: a YAML error would echo that file.
            return (.empty, [Diagnostic(file: display, location: nil, problem: problem)])
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            return (.empty, [Diagnostic(file: display, location: nil, problem: .file(.unreadableFile("the glossary is not readable UTF-8 text")))])
        }
        return parse(text, displayPath: display)
    }

    static func parse(_ text: String, displayPath: String) -> (Glossary, [Diagnostic]) {
        func problem(_ message: String, _ mark: Mark?, notes: [String] = []) -> Diagnostic {
            Diagnostic(file: displayPath, location: mark.map { SourceLocation(line: $0.line, column: $0.column) },
                       problem: .terminology(.glossary(message)), notes: notes)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            return (.empty, [problem("not valid YAML: \(error)", nil)])
        } catch {
            return (.empty, [problem("not valid YAML: \(error)", nil)])
        }
        guard let root else { return (.empty, []) }
        guard let items = root.sequence else {
            return (.empty, [problem("expected a list of entries (- en: …, ko: …, avoid: […])", root.mark)])
        }
        var entries: [GlossaryEntry] = []
        var diagnostics: [Diagnostic] = []
        for item in items {
            guard let mapping = item.mapping else {
                diagnostics.append(problem("each entry must be a mapping with 'en', 'ko' and optionally 'avoid'", item.mark))
                continue
            }
            var english: String?, korean: String?, avoid: [String] = []
            for (key, value) in mapping {
                switch key.string ?? "" {
                case "en": english = value.scalar?.string
                case "ko": korean = value.scalar?.string
                case "avoid":
                    if let list = value.sequence, list.allSatisfy({ $0.scalar != nil }) {
                        avoid = list.compactMap { $0.scalar?.string }
                    } else {
                        diagnostics.append(problem("'avoid' must be a list of Korean variants", value.mark))
                    }
                default:
                    let name = key.string ?? ""
                    diagnostics.append(problem("unknown key '\(name)'", key.mark,
                                               notes: Suggestions.didYouMean(EditDistance.nearest(to: name, in: ["en", "ko", "avoid"]).map { "'\($0)'" })))
                }
            }
            guard let english, !english.isEmpty, let korean, !korean.isEmpty else {
                diagnostics.append(problem("an entry needs both 'en' and 'ko' terms", item.mark))
                continue
            }
            entries.append(GlossaryEntry(english: english, korean: korean.precomposedStringWithCanonicalMapping,
                                         avoid: avoid.map(\.precomposedStringWithCanonicalMapping)))
        }
        return (Glossary(entries: entries), diagnostics)
    }
}
