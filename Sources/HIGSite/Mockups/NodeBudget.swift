import Yams

/// How much YAML one screen description may stand for. Aliases let a few hundred bytes name
/// millions of controls (`&b [*a, *a, …]` over `&a [*x, *x, …]`, a few levels deep), and decoding,
/// checking and drawing them all would run for hours: `higsite build` and `lint` would hang.
/// 100,000 nodes, some 30,000 controls, is far beyond any real screen and still read, checked
/// and drawn in seconds.
enum NodeBudget {
    static let limit = 100_000

    static let message = "the screen stands for more than \(limit) YAML nodes, counting an alias at each use; describe it without repeating aliases"

    /// Whether `root` holds more than `limit` nodes, an aliased node counted at every use. Stops
    /// counting at the limit, so it takes no longer than reading an allowed screen.
    static func isExceeded(by root: Node, limit: Int = limit) -> Bool {
        var remaining = limit
        var pending = [root]
        while let node = pending.popLast() {
            remaining -= 1
            if remaining < 0 { return true }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
        return false
    }
}
