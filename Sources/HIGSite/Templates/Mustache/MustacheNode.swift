/// One piece of a compiled Mustache template.
indirect enum MustacheNode: Sendable {
    /// Literal output.
    case text([UInt8])
    /// The start of a line of the template: where a partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (as is).
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustacheName, [MustacheNode], inverted: Bool)
    /// `{{>name}}`: another template of the library, by index, indented as its tag was.
    case partial(Int, indentation: [UInt8])
    /// `{{<name}}{{$block}}…{{/block}}{{/name}}`: another template with some of its blocks replaced.
    case parent(Int, indentation: [UInt8], blocks: [String: [MustacheNode]])
    /// `{{$name}}default{{/name}}`: replaced by the block of that name given by a parent tag.
    case block(String, [MustacheNode])
}

/// A name as a template writes it: `.` (the current value), `title`, or `layout.strings.search`.
struct MustacheName: Sendable, CustomStringConvertible {
    /// Empty for `.`.
    let components: [TemplateKey]
    /// `.title`: only the current value is asked, not the contexts below it.
    let isLocal: Bool
    /// Where the tag is, for the error about a name no context knows.
    let template: Int
    let line: Int
    let column: Int

    var description: String { components.isEmpty ? "." : (isLocal ? "." : "") + components.map(\.name).joined(separator: ".") }
}
