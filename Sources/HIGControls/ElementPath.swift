/// Where an element sits in a screen description, in the terms of its YAML:
/// `tab-bar.items[5]`, `content[2].table.rows[0]`. Violations name elements by path, and
/// `higsite lint` maps a path back to a line and column of the input.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = ElementPath()

    public func key(_ name: String) -> ElementPath { ElementPath(components + [.key(name)]) }
    public func index(_ position: Int) -> ElementPath { ElementPath(components + [.index(position)]) }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let name): text += text.isEmpty ? name : "." + name
            case .index(let position): text += "[\(position)]"
            }
        }
        return text.isEmpty ? "screen" : text
    }

    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.description < rhs.description
    }
}
