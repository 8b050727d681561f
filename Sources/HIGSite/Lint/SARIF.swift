import HIGRules

/// SARIF 2.1.0, the format code-scanning services read: one run of higsite with the metadata of
/// every rule it ran (help links to the rule and its guideline) and one result per violation.
package enum SARIF {
    package static func render(_ diagnostics: [Diagnostic], linter: Linter) -> String {
        let rules = linter.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let ruleObjects = rules.map { rule in
            "{\"id\":\(JSON.string(rule.id)),\"name\":\(JSON.string(rule.id)),"
                + "\"shortDescription\":{\"text\":\(JSON.string(rule.title[linter.language]))},"
                + "\"fullDescription\":{\"text\":\(JSON.string(rule.summary[linter.language]))},"
                // SARIF wants helpUri absolute: without --base-url the links stay in the help text.
                + (linter.baseURL == nil ? "" : "\"helpUri\":\(JSON.string(linter.ruleURL(rule))),")
                + "\"help\":{\"text\":\(JSON.string(Linter.guideline(linter.guidelineURL(rule))[linter.language] + "\n" + Linter.ruleLink(linter.ruleURL(rule))[linter.language]))},"
                + "\"defaultConfiguration\":{\"level\":\(JSON.string(level(rule.severity == .error ? .error : .warning)))}}"
        }
        let results = diagnostics.map { diagnostic -> String in
            var object = "{\"ruleId\":\(JSON.string(diagnostic.code)),"
            if let position = index[diagnostic.code] { object += "\"ruleIndex\":\(position)," }
            object += "\"level\":\(JSON.string(level(diagnostic.severity))),\"message\":{\"text\":\(JSON.string(diagnostic.message))},"
            var region = ""
            if let location = diagnostic.location {
                region = ",\"region\":{\"startLine\":\(location.line),\"startColumn\":\(location.column)}"
            }
            object += "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSON.string(artifactURI(diagnostic.file)))}\(region)}}]}"
            return object
        }
        return """
        {"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"higsite",\
        "rules":[
        \(ruleObjects.joined(separator: ",\n"))
        ]}},"results":[
        \(results.joined(separator: ",\n"))
        ]}]}

        """
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
