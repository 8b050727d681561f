/// One part of a name a template reads (`layout`, `strings`, `search` in
/// `{{layout.strings.search}}`), resolved when the template is compiled: contexts answer with a
/// `switch` over ``Known``, so a lookup compares no strings (with `switch`es over strings,
/// lookups were 4.7 % of a 2,000-page build's profile; 3.7 % with these).
struct TemplateKey: Sendable, Hashable {
    let name: String
    /// Nil for a name no context type lists (TemplateContexts.contexts): a UI string (looked up by ``name``) or a mistake.
    let known: Known?

    init(_ name: String) {
        self.name = name
        known = Known(rawValue: name)
    }
}
