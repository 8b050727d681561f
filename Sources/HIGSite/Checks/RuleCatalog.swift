import HIGRules

/// The rules the content may name, and for the real ones the rule itself (its guideline, its
/// page on the site).
public struct RuleCatalog: Sendable {
    public struct Entry: Sendable {
        public init(id: String, rule: Rule?) {
            self.id = id
            self.rule = rule
        }

        public var id: String
        /// Nil for a rule known only by id (test fixtures): it has no page and no guideline.
        public var rule: Rule?

        public var guideline: GuidelineReference? { rule?.guideline }
    }

    public var entries: [Entry]
    /// Whether the site says its guidelines are the ones these rules enforce (higsite.yaml's
    /// `rule-guidelines: true`): only then must each rule's guideline, on a page of the site,
    /// list the rule (`rule-guideline`). Any other site names a rule on its own guidelines with
    /// `rule=`, and a page that happens to share a rule's page id is its own.
    public var siteHoldsGuidelines = false

    public init(rules: [Rule]) {
        entries = rules.map { Entry(id: $0.id, rule: $0) }
    }

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Rules known by id only.
    public init(ids: Set<String>) {
        entries = ids.sorted().map { Entry(id: $0, rule: nil) }
    }

    /// Every rule of HIGRules.
    public static let registry = RuleCatalog(rules: RuleRegistry.all)

    public var ids: Set<String> { Set(entries.map(\.id)) }

    /// The same rules, for a site that says (or does not) that it holds their guidelines.
    public func holdingGuidelines(_ holds: Bool) -> RuleCatalog {
        var catalog = self
        catalog.siteHoldsGuidelines = holds
        return catalog
    }

    /// The rules that get a page on the site.
    public var rules: [Rule] { entries.compactMap(\.rule) }
}
