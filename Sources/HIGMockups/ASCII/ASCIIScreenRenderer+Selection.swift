import Foundation
import HIGControls

/// Colour wells and gauges as lines: `Tint   (●) #FF9500`, `0 ▓▓▓░░░ 100`, `◕ 72%`.
extension ASCIIScreenRenderer {
    /// The title at the leading end; the well, `(●)` with its colour's code or `(○)` with none.
    func colorWellLine(_ well: ColorWell, width: Int) -> String {
        Self.spread(well.title ?? "", well.color.map { "(●) " + $0.description } ?? "(○)", width: width)
    }

    /// Its label; the path between the range labels; the current value under it. A bar is
    /// filled (`▓▓▓░░░`) or marked (`━━━●───`); a ring is a quarter-circle glyph of its fill.
    func gaugeLines(_ gauge: Gauge, width: Int) -> [String] {
        var lines = gauge.label.map { [$0] } ?? []
        if gauge.style.isCircular {
            let glyphs = ["○", "◔", "◑", "◕", "●"]
            let glyph = glyphs[Int(drawing: (gauge.fraction * 4).rounded())]
            let parts = [gauge.minimumLabel, glyph + (gauge.currentValueLabel.map { " " + $0 } ?? ""), gauge.maximumLabel]
            lines.append(Self.center(parts.compactMap { $0 }.joined(separator: "  "), width: width))
            return lines
        }
        let hasRange = gauge.minimumLabel != nil || gauge.maximumLabel != nil
        let valueInline = gauge.style == .accessoryLinear && !hasRange
        let leading = (valueInline ? gauge.currentValueLabel : gauge.minimumLabel).map { $0 + " " } ?? ""
        let trailing = (valueInline ? nil : gauge.maximumLabel).map { " " + $0 } ?? ""
        let track = max(4, width - TextMetrics.displayWidth(leading) - TextMetrics.displayWidth(trailing))
        let filled = Int(drawing: (Double(track) * gauge.fraction).rounded())
        let path = gauge.style.isCapacity
            ? String(repeating: "▓", count: filled) + String(repeating: "░", count: track - filled)
            : String(repeating: "━", count: min(track - 1, filled)) + "●" + String(repeating: "─", count: max(0, track - 1 - filled))
        lines.append(leading + path + trailing)
        if !valueInline, let current = gauge.currentValueLabel { lines.append(Self.center(current, width: width)) }
        return lines
    }
}
