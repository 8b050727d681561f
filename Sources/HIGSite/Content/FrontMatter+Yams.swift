import Foundation
import HIGControls
import Yams

extension FrontMatter {
    /// Reads front matter with Yams and checks every key's type: the reader of whatever
    /// `parsePlain` leaves, and the one that says what is wrong.
    static func parseWithYams(yaml: Substring) -> (FrontMatter?, [LocatedProblem]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(yaml), .default, .default, .utf8)
        } catch let error as YamlError {
            return (nil, [Self.problem(for: error)])
        } catch {
            return (nil, [LocatedProblem(location: SourceLocation(line: 2, column: 1), problem: .frontMatter(.syntax("\(error)")))])
        }
        let start = SourceLocation(line: 1, column: 1)
        guard let node else {
            return (nil, [LocatedProblem(location: start, problem: .frontMatter(.missingTitle))])
        }
        guard let mapping = node.mapping else {
            return (nil, [LocatedProblem(location: location(of: node) ?? start, problem: .frontMatter(.notMapping))])
        }
        var fields = YamsFields(start: start)
        for (keyNode, value) in mapping {
            fields.read(keyNode, value)
        }
        return fields.result()
    }

    /// The keys of a front matter mapping as they are read, one step per key, and the problems
    /// found on the way.
    private struct YamsFields {
        /// Where a problem without a position of its own is reported: the opening `---`.
        let start: SourceLocation
        var frontMatter = FrontMatter(title: "")
        var title: String?
        var problems: [LocatedProblem] = []

        init(start: SourceLocation) {
            self.start = start
        }

        mutating func read(_ keyNode: Node, _ value: Node) {
            let key = keyNode.string ?? ""
            switch key {
            case "title": readTitle(value)
            case "order": if let number = value.int { frontMatter.order = number } else { wrongType(key, value, "an integer") }
            case "summary": if let text = value.scalar?.string { frontMatter.summary = text } else { wrongType(key, value, "text") }
            case "component": readComponents(value)
            case "uikit": readUIKit(value)
            case "draft": if let flag = value.bool { frontMatter.draft = flag } else { wrongType(key, value, "true or false") }
            case "translated-from": readTranslatedFrom(value)
            case "changes": readChanges(value)
            default:
                let suggestions = EditDistance.nearest(to: key, in: knownKeys)
                problems.append(LocatedProblem(location: location(of: keyNode) ?? start, problem: .frontMatter(.unknownKey(key)),
                                               notes: suggestions.map { "did you mean '\($0)'?" }))
            }
        }

        /// The front matter read, or nil when it has no usable title (reported as missing unless
        /// its type was already reported wrong).
        func result() -> (FrontMatter?, [LocatedProblem]) {
            var problems = problems
            guard let title else {
                if !problems.contains(where: { if case .frontMatter(.wrongType(key: "title", _)) = $0.problem { true } else { false } }) {
                    problems.append(LocatedProblem(location: start, problem: .frontMatter(.missingTitle)))
                }
                return (nil, problems)
            }
            var result = frontMatter
            result.title = title
            return (result, problems)
        }

        private mutating func wrongType(_ key: String, _ value: Node, _ expected: String) {
            problems.append(LocatedProblem(location: location(of: value) ?? start,
                                           problem: .frontMatter(.wrongType(key: key, expected: expected))))
        }

        private mutating func readTitle(_ value: Node) {
            if let text = value.scalar?.string, !text.trimmingCharacters(in: .whitespaces).isEmpty {
                title = text
            } else {
                wrongType("title", value, "non-empty text")
            }
        }

        /// `component: tab-bar` or a list of kinds; a misspelt one is reported with the nearest kind.
        private mutating func readComponents(_ value: Node) {
            for item in value.sequence ?? [value] {
                if let text = item.scalar?.string, let kind = ComponentKind(rawValue: text) {
                    frontMatter.components.append(kind)
                } else {
                    let nearest = EditDistance.nearest(to: item.scalar?.string ?? "", in: ComponentKind.allCases.map(\.rawValue), limit: 1)
                    problems.append(LocatedProblem(location: location(of: item) ?? start,
                                                   problem: .frontMatter(.wrongType(key: "component", expected: "a component kind of HIGRules, or a list of them")),
                                                   notes: nearest.map { "did you mean '\($0)'?" }))
                }
            }
        }

        /// `uikit: [UITabBar, UITabBarController]`, or one name alone.
        private mutating func readUIKit(_ value: Node) {
            if let items = value.sequence, items.allSatisfy({ $0.scalar != nil }) {
                frontMatter.uikit = items.compactMap { $0.scalar?.string }
            } else if let single = value.scalar?.string {
                frontMatter.uikit = [single]
            } else {
                wrongType("uikit", value, "a list of API names, e.g. [UITabBar, UITabBarController]")
            }
        }

        private mutating func readTranslatedFrom(_ value: Node) {
            if let hash = value.scalar?.string {
                frontMatter.translatedFrom = TranslationStamp(hash: hash, location: location(of: value) ?? start)
            } else {
                wrongType("translated-from", value, "the short hash written by 'higsite check --stamp'")
            }
        }

        /// `changes:`, a list of `{date: YYYY-MM-DD, text: …}`: every entry is checked, and only
        /// sound ones are kept (the build fails on the others' errors anyway).
        private mutating func readChanges(_ value: Node) {
            guard let items = value.sequence else {
                return wrongType("changes", value, "a list of entries, each a 'date: YYYY-MM-DD' and a one-line 'text:'")
            }
            for item in items {
                guard let entry = item.mapping else {
                    wrongType("changes", item, "a list of entries, each a 'date: YYYY-MM-DD' and a one-line 'text:'")
                    continue
                }
                let itemLocation = location(of: item) ?? start
                var date: ChangeDate?, text: String?, isSound = true
                for (keyNode, field) in entry {
                    switch keyNode.string ?? "" {
                    case "date":
                        date = field.scalar.flatMap { ChangeDate($0.string) }
                        if date == nil {
                            isSound = false
                            problems.append(LocatedProblem(location: location(of: field) ?? itemLocation,
                                                           problem: .frontMatter(.changeDate(field.scalar?.string ?? ""))))
                        }
                    case "text":
                        text = field.scalar?.string.trimmingCharacters(in: .whitespaces)
                        if text?.isEmpty != false || text!.contains(where: \.isNewline) {
                            isSound = false
                            problems.append(LocatedProblem(location: location(of: field) ?? itemLocation, problem: .frontMatter(.changeText)))
                        }
                    case let key:
                        problems.append(LocatedProblem(location: location(of: keyNode) ?? itemLocation,
                                                       problem: .frontMatter(.unknownKey("changes: " + key)), notes: ["an entry has 'date' and 'text'"]))
                    }
                }
                if entry["date"] == nil { isSound = false; problems.append(LocatedProblem(location: itemLocation, problem: .frontMatter(.changeDate("")))) }
                if entry["text"] == nil { isSound = false; problems.append(LocatedProblem(location: itemLocation, problem: .frontMatter(.changeText))) }
                if isSound, let date, let text {
                    frontMatter.changes.append(ChangeEntry(date: date, text: text, location: location(of: entry["date"]!) ?? itemLocation))
                }
            }
        }
    }


    /// Yams marks are 1-based in the YAML text; the YAML starts on the file's second line.
    private static func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(line: $0.line + 1, column: $0.column) }
    }

    private static func problem(for error: YamlError) -> LocatedProblem {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return LocatedProblem(location: SourceLocation(line: mark.line + 1, column: mark.column),
                                   problem: .frontMatter(.syntax(text)))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return LocatedProblem(location: SourceLocation(line: context.mark.line + 1, column: context.mark.column),
                                   problem: .frontMatter(.syntax("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")))
        default:
            return LocatedProblem(location: SourceLocation(line: 2, column: 1), problem: .frontMatter(.syntax("\(error)")))
        }
    }
}
