/// A path pattern of `lint.exclude` and `--exclude`, matched against a whole path: `*` is any run
/// of characters within one component, `?` one character, `**` as a whole component any number
/// of components (none included), and anything else itself.
///
/// Matching runs the pattern as a set of states over the path, one component and one character
/// at a time, never backtracking: time is the path's length times the pattern's, whatever the
/// pattern (`*a*a*a*a*a*b` against a path of a million characters is a moment, not an hour).
struct PathGlob: Sendable, Equatable {
    enum Token: Sendable, Equatable {
        case character(Character)
        case one
        case run
    }

    enum Component: Sendable, Equatable {
        case anyDepth
        case tokens([Token])
    }

    let components: [Component]

    /// `pattern` split at `/`; empty components (`a//b`, a trailing `/`) are dropped.
    init(_ pattern: String) {
        components = pattern.split(separator: "/").map { part in
            if part == "**" { return .anyDepth }
            var tokens: [Token] = []
            for character in part {
                switch character {
                case "*": if tokens.last != .run { tokens.append(.run) }
                case "?": tokens.append(.one)
                default: tokens.append(.character(character))
                }
            }
            return .tokens(tokens)
        }
    }

    /// Whether the pattern matches the whole of `path` (split at `/` as the pattern is).
    func matches(_ path: String) -> Bool {
        // The states are the pattern's components the path may have reached.
        var states = closure([0])
        for part in path.split(separator: "/") {
            let characters = Array(part)
            var next = Set<Int>()
            for state in states where state < components.count {
                switch components[state] {
                case .anyDepth: next.insert(state)
                case .tokens(let tokens): if Self.matches(tokens, characters) { next.insert(state + 1) }
                }
            }
            states = closure(next)
            if states.isEmpty { return false }
        }
        return states.contains(components.count)
    }

    /// With each `**` also passed over, since it may stand for no component.
    private func closure(_ states: Set<Int>) -> Set<Int> {
        var result = states
        for state in states.sorted() {
            var current = state
            while current < components.count, components[current] == .anyDepth {
                current += 1
                result.insert(current)
            }
        }
        return result
    }

    /// One component against its tokens: the positions of the tokens reached after each
    /// character, a `run` staying where it is as it takes one more.
    static func matches(_ tokens: [Token], _ characters: [Character]) -> Bool {
        var reached = [Bool](repeating: false, count: tokens.count + 1)
        reached[0] = true
        passRuns(&reached, tokens)
        for character in characters {
            var next = [Bool](repeating: false, count: tokens.count + 1)
            var any = false
            for index in tokens.indices where reached[index] {
                switch tokens[index] {
                case .run: next[index] = true
                case .one: next[index + 1] = true
                case .character(let wanted): if wanted == character { next[index + 1] = true } else { continue }
                }
                any = true
            }
            guard any else { return false }
            passRuns(&next, tokens)
            reached = next
        }
        return reached[tokens.count]
    }

    /// A `run` may take no character: whatever reaches it reaches the token after it too.
    private static func passRuns(_ reached: inout [Bool], _ tokens: [Token]) {
        for index in tokens.indices where reached[index] && tokens[index] == .run {
            reached[index + 1] = true
        }
    }
}
