import Foundation
import HIGControls

/// Text fields and search bars, with their clear and cancel buttons and scope bar.
extension SVGScreenRenderer {
    mutating func drawTextField(_ field: TextField, in frame: Rect) -> Double {
        var y = frame.y
        if let label = field.label {
            svg.text(label, at: Point(x: frame.x, y: y + 14), size: 13, className: "hm-secondary", maxWidth: frame.width)
            y += 20
        }
        let box = Rect(x: frame.x, y: y, width: frame.width, height: 36)
        svg.rect(box, radius: 8, className: "hm-field")
        let hasText = !(field.text ?? "").isEmpty
        if hasText {
            let shown = field.isSecure ? String(repeating: "•", count: min(12, field.text!.count)) : field.text!
            svg.text(shown, at: Point(x: box.x + 10, y: box.midY + 6), size: 17, className: "hm-label", maxWidth: box.width - 44)
            if field.hasClearButton {
                let center = Point(x: box.maxX - 16, y: box.midY)
                svg.circle(center: center, radius: 8, className: "hm-dot")
                svg.path("M \(n(center.x - 3)) \(n(center.y - 3)) l 6 6 m 0 -6 l -6 6", className: "hm-on-dot-stroke")
            }
        } else {
            svg.text(field.placeholder ?? "", at: Point(x: box.x + 10, y: box.midY + 6), size: 17, className: "hm-placeholder", maxWidth: box.width - 20)
        }
        return box.maxY - frame.y
    }

    mutating func drawSearchBar(_ bar: SearchBar, in frame: Rect) -> Double {
        var y = frame.y
        if let prompt = bar.prompt {
            svg.text(prompt, at: Point(x: frame.midX, y: y + 14), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
            y += 20
        }
        let cancelWidth = bar.hasCancelButton ? TextMetrics.width(language == .ko ? "취소" : "Cancel", fontSize: 17) + 12 : 0
        let box = Rect(x: frame.x, y: y, width: frame.width - cancelWidth, height: 36)
        svg.rect(box, radius: 10, className: "hm-fill")
        svg.circle(center: Point(x: box.x + 16, y: box.midY - 1), radius: 5.5, className: "hm-secondary-stroke")
        svg.line(from: Point(x: box.x + 20, y: box.midY + 3), to: Point(x: box.x + 24, y: box.midY + 7), className: "hm-secondary-stroke")
        let textX = drawSearchTokens(bar.tokens, in: box)
        if let text = bar.text, !text.isEmpty {
            svg.text(text, at: Point(x: textX, y: box.midY + 6), size: 17, className: "hm-label", maxWidth: max(0, box.maxX - 28 - textX))
        } else if bar.tokens.isEmpty {
            svg.text(bar.placeholder ?? "", at: Point(x: textX, y: box.midY + 6), size: 17, className: "hm-placeholder", maxWidth: box.width - 40)
        }
        if bar.hasClearButton, bar.text?.isEmpty == false || !bar.tokens.isEmpty {
            svg.circle(center: Point(x: box.maxX - 16, y: box.midY), radius: 8, className: "hm-dot")
        }
        if bar.hasCancelButton {
            svg.text(language == .ko ? "취소" : "Cancel", at: Point(x: frame.maxX, y: box.midY + 6), size: 17, className: "hm-tint-text", anchor: .end)
        }
        y = box.maxY
        if !bar.scopes.isEmpty {
            let control = SegmentedControl(segments: bar.scopes.map { .init(title: $0) })
            drawSegmentedControl(control, in: Rect(x: frame.x, y: y + 8, width: frame.width, height: 30), path: ElementPath([]).key("scopes"))
            frames.removeLast(1 + bar.scopes.count)
            y += 38
        }
        if !bar.suggestions.isEmpty {
            y = drawSearchSuggestions(bar, in: Rect(x: frame.x, y: y, width: frame.width, height: 0))
        }
        return y - frame.y
    }

    /// Each token as a tinted capsule inside the field; returns where the text starts after them.
    private mutating func drawSearchTokens(_ tokens: [String], in box: Rect) -> Double {
        var x = box.x + 32
        for token in tokens {
            let width = min(TextMetrics.width(token, fontSize: 15) + 16, max(0, box.maxX - 36 - x))
            guard width > 24 else { break }
            svg.rect(Rect(x: x, y: box.y + 6, width: width, height: box.height - 12), radius: (box.height - 12) / 2, className: "hm-tint")
            svg.text(token, at: Point(x: x + 8, y: box.midY + 5), size: 15, className: "hm-on-tint", maxWidth: width - 16)
            x += width + 6
        }
        return x
    }

    /// The suggestions under the field: a heading when it has one, then a row for each, a
    /// magnifying glass before its text. Returns the bottom of the list.
    private mutating func drawSearchSuggestions(_ bar: SearchBar, in frame: Rect) -> Double {
        var y = frame.y + 8
        if let title = bar.suggestionsTitle {
            svg.text(title, at: Point(x: frame.x, y: y + 18), size: 15, className: "hm-label", weight: 600, maxWidth: frame.width)
            y += 28
        }
        for suggestion in bar.suggestions {
            let mid = y + 20
            svg.circle(center: Point(x: frame.x + 7, y: mid - 1), radius: 5.5, className: "hm-secondary-stroke")
            svg.line(from: Point(x: frame.x + 11, y: mid + 3), to: Point(x: frame.x + 15, y: mid + 7), className: "hm-secondary-stroke")
            svg.text(suggestion, at: Point(x: frame.x + 28, y: mid + 6), size: 17, className: "hm-label", maxWidth: frame.width - 28)
            y += 40
            svg.line(from: Point(x: frame.x + 28, y: y), to: Point(x: frame.maxX, y: y), className: "hm-sep")
        }
        return y
    }
}
