import Foundation
import HIGControls

/// What shows progress or position: page controls, activity indicators and their spinner, progress
/// bars, the refresh control.
extension SVGScreenRenderer {
    mutating func drawPageControl(_ control: PageControl, in frame: Rect) {
        let spacing = 16.0
        let shown = max(0, min(control.pages, Int(drawing: (frame.width - 16) / spacing)))
        let start = frame.midX - Double(shown - 1) * spacing / 2
        for index in 0..<shown {
            svg.circle(center: Point(x: start + Double(index) * spacing, y: frame.midY), radius: 3.5,
                       className: index == control.current ? "hm-label-fill" : "hm-dot")
        }
    }

    /// A spinner, dimmed when stopped and hidden when it hides then, over its label.
    mutating func drawActivityIndicator(_ indicator: ActivityIndicator, in frame: Rect) -> Double {
        if indicator.isAnimating || !indicator.hidesWhenStopped {
            drawSpinner(center: Point(x: frame.midX, y: frame.y + 16), radius: 11, className: indicator.isAnimating ? "hm-secondary" : "hm-disabled")
        }
        if let label = indicator.label {
            svg.text(label, at: Point(x: frame.midX, y: frame.y + 52), size: 15, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
        }
        return indicator.label == nil ? 36 : 60
    }

    /// A track filled to the progress, under its label.
    mutating func drawProgressBar(_ bar: ProgressBar, in frame: Rect) -> Double {
        let height: Double = bar.label == nil ? 12 : 36
        let trackY = frame.y + height - 8
        if let label = bar.label {
            svg.text(label, at: Point(x: frame.x, y: frame.y + 16), size: 15, className: "hm-secondary", maxWidth: frame.width)
        }
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width, height: 4), radius: 2, className: "hm-fill")
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width * min(1, max(0, bar.progress)), height: 4), radius: 2, className: "hm-tint")
        return height
    }

    mutating func drawRefresh(_ control: RefreshControl, in frame: Rect) {
        drawSpinner(center: Point(x: frame.midX, y: frame.y + 18), radius: 10, className: "hm-secondary")
        if let title = control.title {
            svg.text(title, at: Point(x: frame.midX, y: frame.y + 52), size: 13, className: "hm-secondary", anchor: .middle, maxWidth: frame.width)
        }
    }

    mutating func drawSpinner(center: Point, radius: Double, className: String) {
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let inner = Point(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45)
            let outer = Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            svg.element("line", [("x1", n(inner.x)), ("y1", n(inner.y)), ("x2", n(outer.x)), ("y2", n(outer.y)),
                                 ("class", className + "-stroke"), ("opacity", SVGBuilder.number(0.3 + 0.7 * Double(spoke) / 7))])
        }
    }
}
