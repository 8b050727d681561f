import Foundation
import HIGControls

/// Colour wells and gauges: a swatch in its ring of hues, and a value along a bar or a ring.
extension SVGScreenRenderer {
    /// The hues of a colour well's ring, clockwise from the top. They are the ring's own colours,
    /// the same in light and dark appearance, so they are written as colours rather than classes.
    static let wellHues = ["#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de", "#ff2d55"]

    /// A 44 pt line: the title at the leading end, the well at the trailing end, as a colour
    /// picker lays out in a list.
    mutating func drawColorWell(_ well: ColorWell, in frame: Rect) -> Double {
        let center = Point(x: frame.maxX - 16, y: frame.y + 22)
        if let title = well.title {
            svg.text(title, at: Point(x: frame.x, y: frame.y + 28), size: 17, className: "hm-label", maxWidth: frame.width - 48)
        }
        let step = 2 * Double.pi / Double(Self.wellHues.count)
        for (index, hue) in Self.wellHues.enumerated() {
            let start = -Double.pi / 2 + Double(index) * step
            svg.element("path", [("d", annulus(center: center, outer: 15, inner: 12, from: start, to: start + step)), ("fill", hue)])
        }
        if let color = well.color {
            svg.element("circle", [("cx", n(center.x)), ("cy", n(center.y)), ("r", "9.5"), ("fill", color.description)])
        } else {
            svg.circle(center: center, radius: 9.5, className: "hm-fill")
        }
        return 44
    }

    /// A gauge in its style: a ring for the circular styles, a bar for the linear ones.
    mutating func drawGauge(_ gauge: Gauge, in frame: Rect) -> Double {
        gauge.style.isCircular ? drawCircularGauge(gauge, in: frame) : drawLinearGauge(gauge, in: frame)
    }

    /// Its label above; the bar between the minimum and maximum labels; the current value below
    /// (on the leading edge of an accessory bar with no range labels, as SwiftUI places it).
    private mutating func drawLinearGauge(_ gauge: Gauge, in frame: Rect) -> Double {
        var y = frame.y
        if let label = gauge.label {
            svg.text(label, at: Point(x: frame.x, y: y + 15), size: 15, className: "hm-label", maxWidth: frame.width)
            y += 22
        }
        let hasRange = gauge.minimumLabel != nil || gauge.maximumLabel != nil
        let valueInline = gauge.style == .accessoryLinear && !hasRange
        var bar = Rect(x: frame.x, y: y + 7, width: frame.width, height: gauge.style == .linearCapacity ? 6 : 4)
        func side(_ text: String?) -> Double { text.map { TextMetrics.width($0, fontSize: 13) + 8 } ?? 0 }
        let leading = valueInline ? side(gauge.currentValueLabel) : side(gauge.minimumLabel)
        bar.x += leading
        bar.width = max(20, bar.width - leading - side(gauge.maximumLabel))
        let texts = valueInline ? (gauge.currentValueLabel, nil) : (gauge.minimumLabel, gauge.maximumLabel)
        if let text = texts.0 { svg.text(text, at: Point(x: frame.x, y: y + 14), size: 13, className: "hm-secondary") }
        if let text = texts.1 { svg.text(text, at: Point(x: frame.maxX, y: y + 14), size: 13, className: "hm-secondary", anchor: .end) }
        svg.rect(bar, radius: bar.height / 2, className: "hm-fill")
        if gauge.style.isCapacity {
            svg.rect(Rect(x: bar.x, y: bar.y, width: bar.width * gauge.fraction, height: bar.height), radius: bar.height / 2, className: "hm-tint")
        } else {
            svg.circle(center: Point(x: bar.x + bar.width * gauge.fraction, y: bar.midY), radius: 5, className: "hm-tint")
        }
        y += 20
        if !valueInline, let current = gauge.currentValueLabel {
            svg.text(current, at: Point(x: frame.midX, y: y + 14), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
            y += 20
        }
        return y - frame.y
    }

    /// A ring 60 pt across, open at the bottom for the standard style, the current value in its
    /// middle, the range labels at the ends of the opening and the label under it.
    private mutating func drawCircularGauge(_ gauge: Gauge, in frame: Rect) -> Double {
        let center = Point(x: frame.midX, y: frame.y + 32)
        let (outer, inner) = (30.0, 24.0)
        if gauge.style.isCapacity {
            svg.path(annulus(center: center, outer: outer, inner: inner, from: 0, to: 2 * .pi * 0.9999), className: "hm-fill")
            if gauge.fraction > 0 {
                let start = -Double.pi / 2
                svg.path(annulus(center: center, outer: outer, inner: inner, from: start, to: start + 2 * .pi * min(0.9999, gauge.fraction)),
                         className: "hm-tint")
            }
        } else {
            let (start, sweep) = (0.75 * Double.pi, 1.5 * Double.pi)
            svg.path(annulus(center: center, outer: outer, inner: inner, from: start, to: start + sweep), className: "hm-fill")
            let angle = start + sweep * gauge.fraction
            svg.circle(center: Point(x: center.x + cos(angle) * 27, y: center.y + sin(angle) * 27), radius: 4.5, className: "hm-tint")
            if let text = gauge.minimumLabel {
                svg.text(text, at: Point(x: center.x - 20, y: center.y + 30), size: 11, className: "hm-secondary", anchor: .end)
            }
            if let text = gauge.maximumLabel {
                svg.text(text, at: Point(x: center.x + 20, y: center.y + 30), size: 11, className: "hm-secondary")
            }
        }
        if let current = gauge.currentValueLabel {
            svg.text(current, at: Point(x: center.x, y: center.y + 6), size: 16, className: "hm-label", anchor: .middle, weight: 600,
                     maxWidth: 2 * inner - 6)
        }
        var height = 70.0
        if let label = gauge.label {
            svg.text(label, at: Point(x: frame.midX, y: frame.y + 84), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
            height += 22
        }
        return height
    }

    /// The path of a ring's piece between two angles (radians, clockwise from the x axis).
    func annulus(center: Point, outer: Double, inner: Double, from start: Double, to end: Double) -> String {
        func point(_ radius: Double, _ angle: Double) -> String { "\(n(center.x + cos(angle) * radius)) \(n(center.y + sin(angle) * radius))" }
        let large = end - start > Double.pi ? 1 : 0
        return "M \(point(outer, start)) A \(n(outer)) \(n(outer)) 0 \(large) 1 \(point(outer, end)) L \(point(inner, end)) "
            + "A \(n(inner)) \(n(inner)) 0 \(large) 0 \(point(inner, start)) Z"
    }
}
