import Foundation
import HIGControls

/// Image views and the few SF Symbols-like glyphs icons are drawn with.
extension SVGScreenRenderer {
    mutating func drawImageView(_ imageView: ImageView, in frame: Rect, path: ElementPath) -> Double {
        var x = frame.x
        var height = 0.0
        for (position, size) in imageView.frames.enumerated() {
            let scale = min(1, (frame.width / Double(max(1, imageView.frames.count)) - 8) / max(1, size.width), 160 / max(1, size.height))
            let box = Rect(x: x, y: frame.y, width: size.width * scale, height: size.height * scale)
            record(path.key("frames").index(position), box)
            svg.rect(box, radius: 6, className: "hm-fill")
            svg.path("M \(n(box.x + box.width * 0.15)) \(n(box.maxY - box.height * 0.2)) l \(n(box.width * 0.25)) \(n(-box.height * 0.35)) l \(n(box.width * 0.2)) \(n(box.height * 0.2)) l \(n(box.width * 0.15)) \(n(-box.height * 0.12)) l \(n(box.width * 0.1)) \(n(box.height * 0.27))",
                     className: "hm-secondary-stroke")
            x = box.maxX + 8
            height = max(height, box.height)
        }
        return height
    }

    /// A few SF Symbols-like shapes by name; any other name is a rounded square.
    /// `style` overrides the class's colours (the red of a destructive button's icon).
    mutating func drawGlyph(_ name: String, center: Point, size: Double, className: String, style: String? = nil) {
        let s = size / 2
        let x = center.x, y = center.y
        let data: String
        switch name {
        case "house", "house.fill", "홈":
            data = "M \(n(x - s)) \(n(y)) L \(n(x)) \(n(y - s)) L \(n(x + s)) \(n(y)) M \(n(x - s * 0.7)) \(n(y - s * 0.2)) V \(n(y + s)) H \(n(x + s * 0.7)) V \(n(y - s * 0.2))"
        case "magnifyingglass":
            data = "M \(n(x + s * 0.35)) \(n(y + s * 0.35)) L \(n(x + s)) \(n(y + s)) M \(n(x - s * 0.9)) \(n(y - s * 0.25)) a \(n(s * 0.65)) \(n(s * 0.65)) 0 1 0 \(n(s * 1.3)) 0 a \(n(s * 0.65)) \(n(s * 0.65)) 0 1 0 \(n(-s * 1.3)) 0"
        case "gear", "gearshape":
            data = "M \(n(x - s * 0.8)) \(n(y)) a \(n(s * 0.8)) \(n(s * 0.8)) 0 1 0 \(n(s * 1.6)) 0 a \(n(s * 0.8)) \(n(s * 0.8)) 0 1 0 \(n(-s * 1.6)) 0 M \(n(x - s * 0.3)) \(n(y)) a \(n(s * 0.3)) \(n(s * 0.3)) 0 1 0 \(n(s * 0.6)) 0 a \(n(s * 0.3)) \(n(s * 0.3)) 0 1 0 \(n(-s * 0.6)) 0"
        case "plus", "square.and.pencil":
            data = "M \(n(x - s * 0.8)) \(n(y)) H \(n(x + s * 0.8)) M \(n(x)) \(n(y - s * 0.8)) V \(n(y + s * 0.8))"
        case "trash":
            data = "M \(n(x - s * 0.8)) \(n(y - s * 0.6)) H \(n(x + s * 0.8)) M \(n(x - s * 0.6)) \(n(y - s * 0.6)) L \(n(x - s * 0.5)) \(n(y + s)) H \(n(x + s * 0.5)) L \(n(x + s * 0.6)) \(n(y - s * 0.6)) M \(n(x - s * 0.25)) \(n(y - s * 0.6)) V \(n(y - s * 0.9)) H \(n(x + s * 0.25)) V \(n(y - s * 0.6))"
        case "square.and.arrow.up":
            data = "M \(n(x)) \(n(y + s * 0.3)) V \(n(y - s)) M \(n(x - s * 0.4)) \(n(y - s * 0.6)) L \(n(x)) \(n(y - s)) L \(n(x + s * 0.4)) \(n(y - s * 0.6)) M \(n(x - s * 0.3)) \(n(y - s * 0.25)) H \(n(x - s * 0.7)) V \(n(y + s)) H \(n(x + s * 0.7)) V \(n(y - s * 0.25)) H \(n(x + s * 0.3))"
        case "ellipsis":
            data = "M \(n(x - s * 0.7)) \(n(y)) h 0.1 M \(n(x)) \(n(y)) h 0.1 M \(n(x + s * 0.7)) \(n(y)) h 0.1"
        case "person", "person.fill":
            data = "M \(n(x - s * 0.35)) \(n(y - s * 0.45)) a \(n(s * 0.35)) \(n(s * 0.35)) 0 1 0 \(n(s * 0.7)) 0 a \(n(s * 0.35)) \(n(s * 0.35)) 0 1 0 \(n(-s * 0.7)) 0 M \(n(x - s * 0.8)) \(n(y + s)) a \(n(s * 0.8)) \(n(s * 0.7)) 0 0 1 \(n(s * 1.6)) 0"
        case "photo", "photo.on.rectangle":
            data = "M \(n(x - s)) \(n(y - s * 0.7)) H \(n(x + s)) V \(n(y + s * 0.7)) H \(n(x - s)) Z M \(n(x - s * 0.8)) \(n(y + s * 0.5)) L \(n(x - s * 0.2)) \(n(y - s * 0.1)) L \(n(x + s * 0.3)) \(n(y + s * 0.35)) L \(n(x + s * 0.55)) \(n(y + s * 0.1)) L \(n(x + s * 0.85)) \(n(y + s * 0.5))"
        case "arrow.up.arrow.down":
            data = "M \(n(x - s * 0.45)) \(n(y + s)) V \(n(y - s)) M \(n(x - s * 0.85)) \(n(y - s * 0.6)) L \(n(x - s * 0.45)) \(n(y - s)) L \(n(x - s * 0.05)) \(n(y - s * 0.6)) M \(n(x + s * 0.45)) \(n(y - s)) V \(n(y + s)) M \(n(x + s * 0.05)) \(n(y + s * 0.6)) L \(n(x + s * 0.45)) \(n(y + s)) L \(n(x + s * 0.85)) \(n(y + s * 0.6))"
        case "folder", "folder.fill":
            data = "M \(n(x - s)) \(n(y + s * 0.75)) V \(n(y - s * 0.75)) H \(n(x - s * 0.25)) L \(n(x)) \(n(y - s * 0.45)) H \(n(x + s)) V \(n(y + s * 0.75)) Z"
        case "document.on.document", "doc.on.doc", "plus.square.on.square":
            data = "M \(n(x - s * 0.8)) \(n(y - s * 0.4)) V \(n(y + s)) H \(n(x + s * 0.4)) M \(n(x - s * 0.4)) \(n(y - s)) H \(n(x + s * 0.8)) V \(n(y + s * 0.6)) H \(n(x - s * 0.4)) Z"
        case "heart", "heart.fill":
            data = "M \(n(x)) \(n(y + s * 0.8)) L \(n(x - s * 0.85)) \(n(y - s * 0.05)) A \(n(s * 0.45)) \(n(s * 0.45)) 0 0 1 \(n(x)) \(n(y - s * 0.55)) A \(n(s * 0.45)) \(n(s * 0.45)) 0 0 1 \(n(x + s * 0.85)) \(n(y - s * 0.05)) Z"
        default:
            data = "M \(n(x - s * 0.7)) \(n(y - s * 0.7)) H \(n(x + s * 0.7)) V \(n(y + s * 0.7)) H \(n(x - s * 0.7)) Z"
        }
        svg.element("path", [("d", data), ("class", className), ("style", style)])
    }
}
