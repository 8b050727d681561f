import HIGRules

/// SARIF 2.1.0, the format code-scanning services read: one run of higsite with the metadata of
/// every rule it ran (help links to the rule and its guideline) and one result per violation.
package enum SARIF {
    package static func render(_ diagnostics: [Diagnostic], linter: Linter) -> String {
        let index = Dictionary(uniqueKeysWithValues: linter.rules.enumerated().map { ($1.id, $0) })
        let rules = linter.rules.map { description(of: $0, linter: linter).compact }
        let results = diagnostics.map { result(of: $0, ruleIndex: index[$0.code]).compact }
        // The envelope is fixed; every value in it is written by JSON.Value.
        return """
        {"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"higsite",\
        "rules":[
        \(rules.joined(separator: ",\n"))
        ]}},"results":[
        \(results.joined(separator: ",\n"))
        ]}]}

        """
    }

    /// A rule's `reportingDescriptor`: its id, title and summary, help links to the rule and its
    /// guideline, and its severity.
    static func description(of rule: Rule, linter: Linter) -> JSON.Value {
        let language = linter.language
        let help = Linter.guideline(linter.guidelineURL(rule))[language] + "\n" + Linter.ruleLink(linter.ruleURL(rule))[language]
        var members: [JSON.Value.Member] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.title[language]))])),
            ("fullDescription", .object([("text", .string(rule.summary[language]))])),
        ]
        // SARIF wants helpUri absolute: without --base-url the links stay in the help text.
        if linter.baseURL != nil { members.append(("helpUri", .string(linter.ruleURL(rule)))) }
        members += [
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity == .error ? .error : .warning)))])),
        ]
        return .object(members)
    }

    /// A diagnostic's `result`: the rule (and its index among the run's rules, when it is one),
    /// the level, the message and the place.
    static func result(of diagnostic: Diagnostic, ruleIndex: Int?) -> JSON.Value {
        var members: [JSON.Value.Member] = [("ruleId", .string(diagnostic.code))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        var physical: [JSON.Value.Member] = [("artifactLocation", .object([("uri", .string(artifactURI(diagnostic.file)))]))]
        if let location = diagnostic.location {
            physical.append(("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])))
        }
        members += [
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ]
        return .object(members)
    }

    /// A file path as a SARIF artifact URI: relative paths stay relative (to where lint ran, as
    /// code-scanning services expect), absolute ones become `file://` URIs; everything but
    /// unreserved characters and `/` is percent-encoded, so spaces and Hangul make a valid URI.
    static func artifactURI(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
