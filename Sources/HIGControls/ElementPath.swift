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

    /// Document order as a reader expects it: component by component, indexes by number
    /// (`items[2]` before `items[10]`), a key before an index at the same depth, a path before
    /// the paths below it.
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}

extension ElementPath.Component: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.key(a), .key(b)): a < b
        case let (.index(a), .index(b)): a < b
        case (.key, .index): true
        case (.index, .key): false
        }
    }
}
