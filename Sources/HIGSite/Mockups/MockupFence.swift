import HIGControls
import HIGMockups
import HIGRules
import Yams

/// A ```` ```mockup ```` fence of the content: a screen to draw (with an optional caption), or
/// `rule: <id>` for that rule's passing and failing examples side by side; either drawn in
/// today's design or, with `style: classic`, in the design of iOS 7 to 18 (``BarStyle``).
package enum MockupFence: Sendable {
    case screen(Screen, caption: String?, style: BarStyle)
    case rule(String, caption: String?, style: BarStyle)

    /// The info string that marks a fence as a mockup.
    package static let info = "mockup"

    /// Reads a fence's YAML. Problems point at the line inside the fence (`bodyLine` is the
    /// file line of the fence's first YAML line) and suggest the nearest key, control or rule.
    /// Public for the screen fuzz target, which reads its input the way a fence is read.
    package static func parse(_ body: String, bodyLine: Int, ruleIDs: Set<String>) -> Result<MockupFence, LocatedProblem> {
        func problem(_ message: String, _ mark: Mark?, notes: [String] = []) -> LocatedProblem {
            LocatedProblem(location: SourceLocation(line: bodyLine + (mark?.line ?? 1) - 1, column: mark?.column ?? 1),
                           problem: .screen(.mockupSpec(message)), notes: notes)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: body, .default, .default, .utf8)
        } catch let error as YamlError {
            if case .scanner(_, let text, let mark, _) = error { return .failure(problem("not valid YAML: \(text)", mark)) }
            if case .parser(_, let text, let mark, _) = error { return .failure(problem("not valid YAML: \(text)", mark)) }
            return .failure(problem("not valid YAML: \(error)", nil))
        } catch {
            return .failure(problem("not valid YAML: \(error)", nil))
        }
        guard let root, var mapping = root.mapping else {
            return .failure(problem("a mockup is a YAML mapping, e.g. 'tab-bar: {items: [홈, 검색]}' or 'rule: tab-bar.tab-count'", root?.mark))
        }
        if NodeBudget.isExceeded(by: root) { return .failure(problem(NodeBudget.message, root.mark)) }
        let caption = mapping["caption"]?.string
        mapping["caption"] = nil
        var style = BarStyle.glass
        if let styleNode = mapping["style"] {
            let known = BarStyle.allCases.map(\.rawValue)
            guard let name = styleNode.string, let chosen = BarStyle(rawValue: name) else {
                let written = styleNode.string ?? ""
                var located = problem("style: '\(written)' is not one of \(known.joined(separator: ", ")) (glass, today's design, is the default; "
                                      + "classic draws the bars of iOS 7 to 18)", styleNode.mark)
                located.fix = replacement(of: written, by: EditDistance.nearest(to: written, in: Set(known)), at: located.location)
                return .failure(located)
            }
            style = chosen
            mapping["style"] = nil
        }
        if let ruleNode = mapping["rule"] {
            let id = ruleNode.string ?? ""
            guard ruleIDs.contains(id) else {
                let nearest = EditDistance.nearest(to: id, in: ruleIDs, limit: 1).map { "did you mean '\($0)'?" }
                var located = problem("no rule '\(id)'", ruleNode.mark, notes: nearest)
                located.fix = replacement(of: id, by: EditDistance.nearest(to: id, in: ruleIDs), at: located.location)
                return .failure(located)
            }
            mapping["rule"] = nil
            if let extra = mapping.keys.first {
                return .failure(problem("a 'rule:' mockup shows the rule's examples and takes only 'caption' and 'style'; remove '\(extra.string ?? "")'", extra.mark))
            }
            return .success(.rule(id, caption: caption, style: style))
        }
        do {
            let screen = try YAMLDecoder().decode(Screen.self, from: Node.mapping(mapping))
            return .success(.screen(screen, caption: caption, style: style))
        } catch {
            var located = problem(ScreenDecodingError.describe(error), Self.mark(of: error, in: Node.mapping(mapping)))
            if case .dataCorrupted(let context)? = error as? DecodingError, let unknown = context.underlyingError as? UnknownName {
                located.fix = replacement(of: unknown.name, by: EditDistance.nearest(to: unknown.name, in: unknown.known), at: located.location)
            }
            return .failure(located)
        }
    }

    /// The edit when exactly one known name is close to the unknown `old` written at `location`
    /// (a key, a control, a rule id): what `check --fix` and the language server's quick fix make.
    /// ``ResolvedMockups`` keeps it only where the file has `old` at that place.
    static func replacement(of old: String, by candidates: [String], at location: SourceLocation) -> Fix? {
        Suggestions.single(candidates).map { meant in
            Fix(range: SourceRange(start: location, end: SourceLocation(line: location.line, column: location.column + old.unicodeScalars.count)),
                old: old, new: meant)
        }
    }

    static func codingPath(of error: any Error) -> [any CodingKey] {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?, .keyNotFound(_, let context)?, .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            context.codingPath
        default:
            []
        }
    }

    /// Where a decoding error points: the key it names, or the value itself when the value is what
    /// was refused (a number out of its range).
    static func mark(of error: any Error, in root: Node) -> Mark? {
        mark(at: codingPath(of: error), in: root, atValue: refusesValue(error))
    }

    /// Whether the error is about a value that was read (`font-size: 1e300`) rather than about a key.
    static func refusesValue(_ error: any Error) -> Bool {
        guard case .dataCorrupted(let context)? = error as? DecodingError else { return false }
        return context.underlyingError is NumberOutOfRange
    }

    /// The deepest node the path reaches; for a key that is not known, the key itself; with
    /// `atValue`, the value written after the last key.
    static func mark(at path: [any CodingKey], in root: Node, atValue: Bool = false) -> Mark? {
        var node = root
        var mark = root.mark
        var reached = true
        for key in path {
            if let index = key.intValue, let sequence = node.sequence, sequence.indices.contains(index) {
                node = sequence[index]
            } else if let mapping = node.mapping, let pair = mapping.first(where: { $0.key.string == key.stringValue }) {
                mark = pair.key.mark ?? mark
                node = pair.value
                continue
            } else {
                reached = false
                break
            }
            mark = node.mark ?? mark
        }
        return atValue && reached ? node.mark ?? mark : mark
    }
}
