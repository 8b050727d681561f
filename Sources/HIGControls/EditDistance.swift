/// Levenshtein distance over Unicode scalars, for "did you mean …" suggestions.
public enum EditDistance {
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates closest to `target` that are close enough to be a likely slip
    /// (at most a third of the longer string, and at least 1 … 2 edits), best first.
    public static func nearest(to target: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        var scored: [(distance: Int, candidate: String)] = []
        for candidate in candidates {
            let distance = between(target, candidate)
            let allowed = max(2, max(target.unicodeScalars.count, candidate.unicodeScalars.count) / 3)
            if distance <= allowed { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }.prefix(limit).map(\.candidate)
    }
}
