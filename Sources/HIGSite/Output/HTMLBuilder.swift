/// Builds the HTML (and XML) fragments made in Swift — mockup figures, rule badges, the sitemap —
/// the way SVGBuilder builds drawings: element and attribute names are the code's own
/// (`StaticString`, so no value can become one), and every attribute value and text is escaped.
/// Markup made elsewhere goes in only through ``markup(_:)``, whose name says it is not escaped.
struct HTMLBuilder {
    private(set) var html = ""

    /// `<name a="v" …>`; a nil value leaves its attribute out.
    mutating func open(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        html += "<\(name)"
        appendAttributes(attributes)
        html += ">"
    }

    mutating func close(_ name: StaticString) {
        html += "</\(name)>"
    }

    /// `<name a="v" …/>`, as XML writes an element without content.
    mutating func empty(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        html += "<\(name)"
        appendAttributes(attributes)
        html += "/>"
    }

    /// `<name …>text</name>`, the text escaped.
    mutating func element(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    mutating func text(_ text: String) {
        html += HTML.escape(text)
    }

    /// Line ends and spaces between elements.
    mutating func whitespace(_ text: StaticString) {
        html += "\(text)"
    }

    /// Markup another builder made and escaped (a mockup's SVG), as it is.
    mutating func markup(_ trusted: String) {
        html += trusted
    }

    private mutating func appendAttributes(_ attributes: KeyValuePairs<StaticString, String?>) {
        for (name, value) in attributes {
            guard let value else { continue }
            html += " \(name)=\"" + HTML.escape(value) + "\""
        }
    }
}
