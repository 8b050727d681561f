import Testing
@testable import register_rules

/// The reader behind the generated registry: it finds each file's rule, and stops the build on
/// anything that could leave a rule out, naming the file, line and column.
@Suite("Reading rule files")
struct RuleFileReaderTests {
    private func ruleType(_ source: String) throws -> String? {
        try RuleFileReader(source: source, file: "Rules/Probe.swift").ruleType()
    }

    private func problem(_ source: String) -> String? {
        do {
            _ = try RuleFileReader(source: source, file: "Rules/Probe.swift").ruleType()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func findsTheTypeHoldingTheRule() throws {
        #expect(try ruleType("enum TabCountRule {\n    static let rule = Rule(id: \"a\", check: { _ in [] })\n}\n") == "TabCountRule")
        #expect(try ruleType("struct A {\n    enum B {\n        static let rule = Rule(\n            id: \"x\")\n    }\n}\n") == "A.B")
        #expect(try ruleType("extension Outer.Inner { static let rule = Rule() }") == "Outer.Inner")
    }

    @Test func aFileWithoutARuleDeclaresNone() throws {
        #expect(try ruleType("enum ControlsText {\n    static let title = Localized(ko: \"가\", en: \"a\")\n}\n") == nil)
        #expect(try ruleType("") == nil)
    }

    /// Braces, `Rule(` and `static let rule` in strings and comments are text, not code.
    @Test func stringsAndCommentsAreNotCode() throws {
        let source = #"""
            /* a note: static let rule = Rule( { /* nested } */ */
            enum Probe {
                // Rule( {
                static let title = "{ Rule( \"}\" \(count == 1 ? "}" : "{") "
                static let raw = #"Rule( "# + "a" + #"}"quoted"{"#
                static let long = """
                    static let rule = Rule( {
                    """
                static let rule = Rule(check: { _ in [] })
            }
            """#
        #expect(try ruleType(source) == "Probe")
    }

    @Test func aRuleMadeElsewhereStopsTheBuild() {
        #expect(problem("enum Probe {\n    static func make() -> Rule {\n        Rule(id: \"x\")\n    }\n}\n")
                == "Rules/Probe.swift:3:9: error: a Rule made outside a type's `static let rule = Rule(…)`: the generated registry would not list it")
        #expect(problem("enum Probe {\n    static let rule = Rule()\n    static let other = Rule()\n}\n")?.hasPrefix("Rules/Probe.swift:3:24: error: a Rule made outside") == true)
    }

    @Test func aRuleDeclaredAnotherWayStopsTheBuild() {
        let expected = "error: declare the rule as `static let rule = Rule(…)`, the form the registry is generated from"
        #expect(problem("enum Probe {\n    static let rule: Rule = .init()\n}\n") == "Rules/Probe.swift:2:16: " + expected)
        #expect(problem("enum Probe {\n    static var rule = Rule()\n}\n") == "Rules/Probe.swift:2:16: " + expected)
        #expect(problem("func make() {\n    static let rule = Rule()\n}\n")?.contains("must be a member of a type") == true)
    }

    @Test func twoRulesInOneFileStopTheBuild() {
        #expect(problem("enum A {\n    static let rule = Rule()\n}\nenum B {\n    static let rule = Rule()\n}\n")
                == "Rules/Probe.swift:5:5: error: B declares a second rule in this file, after A on line 2: one rule to a file")
    }

    @Test func unpairedBracesStopTheBuild() {
        #expect(problem("enum A {\n    static let rule = Rule()\n")?.contains("a '{' is never closed") == true)
        #expect(problem("enum A {}\n}\n") == "Rules/Probe.swift:2:1: error: a '}' closes nothing; the generator cannot read this file")
    }
}
