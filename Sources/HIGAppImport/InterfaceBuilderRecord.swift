import HIGControls

/// What reading one screen collects beside the model: where each path of the model is
/// written, and what the file leaves open.
struct InterfaceBuilderRecord {
    var positions: [ElementPath: SourcePosition] = [:]
    var unknowns: [Unknown] = []

    /// Records that `path` of the model comes from `node` (nothing when there is no node).
    mutating func place(_ path: ElementPath, at node: InterfaceBuilderNode?) {
        guard let node else { return }
        positions[path] = node.position
    }

    mutating func unknown(at node: InterfaceBuilderNode, _ what: String, _ why: String) {
        unknowns.append(Unknown(position: node.position, what: what, why: why))
    }

    /// The number in `attribute`, or `value` when the attribute is absent (UIKit's default); nil,
    /// with an unknown, when it is not a number or lies outside what the model takes.
    mutating func number(_ node: InterfaceBuilderNode, _ attribute: String, default value: Double?, in range: NumberRange,
                         what: String) -> Double? {
        guard let written = node[attribute] else { return value }
        guard let number = Double(written), range.contains(number) else {
            unknown(at: node, what, "\(attribute)=\"\(written)\" is not \(range)")
            return nil
        }
        return number
    }

    /// A whole number, the same way.
    mutating func whole(_ node: InterfaceBuilderNode, _ attribute: String, default value: Int?, in range: NumberRange,
                        what: String) -> Int? {
        number(node, attribute, default: value.map(Double.init), in: range, what: what).map { Int($0) }
    }

    /// A frame's size, when the view has a frame whose size the model takes.
    mutating func size(of node: InterfaceBuilderNode, what: String) -> Size? {
        guard let frame = node.frame else { return nil }
        guard let width = number(frame, "width", default: nil, in: .points, what: what),
              let height = number(frame, "height", default: nil, in: .points, what: what) else { return nil }
        return Size(width: width, height: height)
    }
}
