import Foundation

/// Several mockups side by side in one SVG (a rule's passing and failing examples).
package enum MockupSheet {
    package static func svg(_ drawings: [String], title: String, gap: Double = 24) -> String {
        var x = 0.0
        var height = 0.0
        var body = ""
        for drawing in drawings {
            let (width, drawingHeight) = size(of: drawing)
            body += drawing.replacingFirst("<svg ", with: "<svg x=\"\(SVGBuilder.number(x))\" ")
            x += width + gap
            height = max(height, drawingHeight)
        }
        let width = max(0, x - gap)
        var svg = SVGBuilder()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(SVGBuilder.number(width)) \(SVGBuilder.number(height))"),
                         ("width", SVGBuilder.number(width)), ("height", SVGBuilder.number(height)), ("role", "img"), ("class", "hig-mockup")])
        svg.element("title", [], text: title)
        svg.raw(trusted: body)
        svg.close("svg")
        return svg.markup
    }

    /// The `width` and `height` attributes of an SVG this module wrote.
    static func size(of drawing: String) -> (Double, Double) {
        func attribute(_ name: String) -> Double {
            guard let start = drawing.range(of: " \(name)=\"") else { return 0 }
            return Double(drawing[start.upperBound...].prefix { $0 != "\"" }) ?? 0
        }
        return (attribute("width"), attribute("height"))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
