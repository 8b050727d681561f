import HIGRules

/// SARIF 2.1.0, the format code-scanning services read: one run of higsite with the metadata of
/// every rule it ran (help links to the rule and its guideline) and one result per violation.
public enum SARIF {
    public static func render(_ diagnostics: [Diagnostic], linter: Linter) -> String {
        let rules = linter.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let ruleObjects = rules.map { rule in
            "{\"id\":\(JSON.string(rule.id)),\"name\":\(JSON.string(rule.id)),"
                + "\"shortDescription\":{\"text\":\(JSON.string(rule.title[linter.language]))},"
                + "\"fullDescription\":{\"text\":\(JSON.string(rule.summary[linter.language]))},"
                + "\"helpUri\":\(JSON.string(linter.ruleURL(rule))),"
                + "\"help\":{\"text\":\(JSON.string("guideline: " + linter.guidelineURL(rule)))},"
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
            object += "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSON.string(diagnostic.file))}\(region)}}]}"
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

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }
}
