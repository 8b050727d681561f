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
        if let text = bar.text, !text.isEmpty {
            svg.text(text, at: Point(x: box.x + 32, y: box.midY + 6), size: 17, className: "hm-label", maxWidth: box.width - 60)
            if bar.hasClearButton {
                svg.circle(center: Point(x: box.maxX - 16, y: box.midY), radius: 8, className: "hm-dot")
            }
        } else {
            svg.text(bar.placeholder ?? "", at: Point(x: box.x + 32, y: box.midY + 6), size: 17, className: "hm-placeholder", maxWidth: box.width - 40)
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
        return y - frame.y
    }
}
