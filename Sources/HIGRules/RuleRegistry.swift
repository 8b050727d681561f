import HIGControls

/// Every rule of higsite, in a fixed order: by component, then id.
///
/// The rules come from `declared`, generated at build time from the files of `Rules/`
/// (Plugins/RegisterRules): a rule is registered by its file being there.
public enum RuleRegistry {
    public static let all: [Rule] = declared.sorted { ($0.component, $0.id) < ($1.component, $1.id) }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func rule(_ id: String) -> Rule? { byID[id] }

    public static var ids: Set<String> { Set(byID.keys) }

    /// Every violation of every rule (or of `rules`) on `screen`, in element order.
    public static func violations(in screen: Screen, rules: [Rule] = all) -> [Violation] {
        rules.flatMap { $0.violations(in: screen) }.sorted { ($0.element, $0.ruleID) < ($1.element, $1.ruleID) }
    }
}
