/// Finds the rule a file of `Sources/HIGRules/Rules/` declares: the type holding
/// `static let rule = Rule(…)`, by its full name (`TabCountRule`, or `Outer.Inner` when nested).
///
/// A file with no `Rule(` in its code declares none (shared text, sites of a control). Anything
/// the registry could miss is an error instead of a skip: a `Rule(` made anywhere but as a type's
/// `static let rule`, a `rule` declared another way, two rules in one file, braces it cannot pair.
struct RuleFileReader {
    /// Why a file cannot be read, at the place in it that says so.
    struct Problem: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int
        let message: String

        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    private static let typeKeywords: Set<String> = ["enum", "struct", "class", "actor", "extension", "protocol"]
    /// Words after `class` that make it a modifier (`class func`), not a type.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "override", "final"]

    let file: String
    private let tokens: [CodeToken]

    init(source: String, file: String) {
        self.file = file
        tokens = CodeToken.tokens(of: CodeText(source))
    }

    /// The full name of the type whose `rule` is the file's rule, or nil when it declares none.
    func ruleType() throws(Problem) -> String? {
        var scopes: [String?] = []  // one entry per open brace: the type it is the body of, if any
        var pendingType: String?
        var ruleType: (name: String, token: CodeToken)?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case _ where Self.typeKeywords.contains(token.text):
                pendingType = typeName(after: index) ?? pendingType
            case "{":
                scopes.append(pendingType)
                pendingType = nil
            case "}":
                guard scopes.popLast() != nil else { throw problem(at: token, "a '}' closes nothing; the generator cannot read this file") }
            case "static" where word(at: index + 2) == "rule" && ["let", "var"].contains(word(at: index + 1)):
                let name = try enclosingType(scopes, at: token)
                try expectRuleInitializer(after: index + 2)
                if let first = ruleType {
                    throw problem(at: token, "\(name) declares a second rule in this file, after \(first.name) on line \(first.token.line): one rule to a file")
                }
                ruleType = (name, token)
                index += 5  // past `static let rule = Rule`, so its `Rule(` is not taken for a stray one
                continue
            case "Rule" where tokens.indices.contains(index + 1) && tokens[index + 1].text == "(":
                throw problem(at: token, "a Rule made outside a type's `static let rule = Rule(…)`: the generated registry would not list it")
            default:
                break
            }
            index += 1
        }
        if !scopes.isEmpty {
            throw Problem(file: file, line: tokens.last?.line ?? 1, column: 1, message: "a '{' is never closed; the generator cannot read this file")
        }
        return ruleType?.name
    }

    private func word(at index: Int) -> String? {
        tokens.indices.contains(index) && tokens[index].isWord ? tokens[index].text : nil
    }

    /// `Name` or `Outer.Name` after a type keyword; nil when the keyword is a modifier (`class func`).
    private func typeName(after index: Int) -> String? {
        guard let first = word(at: index + 1), !Self.memberKeywords.contains(first) else { return nil }
        var parts = [first]
        var next = index + 2
        while tokens.indices.contains(next), tokens[next].text == ".", let part = word(at: next + 1) {
            parts.append(part)
            next += 2
        }
        return parts.joined(separator: ".")
    }

    private func enclosingType(_ scopes: [String?], at token: CodeToken) throws(Problem) -> String {
        let names = scopes.compactMap { $0 }
        guard !names.isEmpty, names.count == scopes.count else {
            throw problem(at: token, "`static let rule` must be a member of a type, not inside a function or closure")
        }
        return names.joined(separator: ".")
    }

    /// `rule` (at `index`) must be `let rule = Rule(`: the form the registry is generated from.
    private func expectRuleInitializer(after index: Int) throws(Problem) {
        let expected = ["=", "Rule", "("]
        let actual = (index + 1 ... index + 3).map { tokens.indices.contains($0) ? tokens[$0].text : "" }
        guard tokens[index - 1].text == "let", actual == expected else {
            throw problem(at: tokens[index], "declare the rule as `static let rule = Rule(…)`, the form the registry is generated from")
        }
    }

    private func problem(at token: CodeToken, _ message: String) -> Problem {
        Problem(file: file, line: token.line, column: token.column, message: message)
    }
}
