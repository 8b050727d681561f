import Foundation
import Testing

/// Holds docs/commands.md to the command line as `--help` describes it (issue 39): every command
/// has its section, every option and argument of a command is named in that section, and an
/// options table names no option the command does not have. The command tree is read from the
/// built executable (`--experimental-dump-help`), so a new option fails here until it is documented.
@Suite("Command reference in docs/")
struct CommandReferenceTests {
    /// One command of the tree: its name and the names `--help` shows for its arguments
    /// (`--option` for options and flags, `VALUE` for positional arguments).
    struct Command {
        var name: String
        var arguments: [String]
    }

    static let page = "docs/commands.md"
    /// Every command takes these; the page documents them once, before the commands.
    static let global: Set = ["--version", "--help", "-h"]

    @Test func everyCommandAndOptionIsDocumented() throws {
        let text = try Self.reference()
        let commands = try Self.commandTree()
        #expect(commands.count > 8, "the dump of --help named only \(commands.map(\.name))")
        for option in Self.global where !text.contains("`\(option)") {
            Issue.record("\(Self.page) does not document \(option)")
        }
        for command in commands {
            guard let section = Self.section(of: command.name, in: text) else {
                Issue.record("\(Self.page) has no section '## `higsite \(command.name)`'")
                continue
            }
            for argument in command.arguments where !Self.global.contains(argument) && !section.contains("`\(argument)") {
                Issue.record("\(Self.page): `higsite \(command.name)` does not document \(argument)")
            }
        }
    }

    @Test func optionTablesNameOnlyOptionsThatExist() throws {
        let text = try Self.reference()
        for command in try Self.commandTree() {
            guard let section = Self.section(of: command.name, in: text) else { continue }
            let known = Set(command.arguments)
            for row in section.split(separator: "\n") where row.hasPrefix("| `-") {
                let cell = row.dropFirst(2).prefix { $0 != "|" }
                for option in Self.options(in: String(cell)) where !known.contains(option) {
                    Issue.record("\(Self.page): `higsite \(command.name)` documents \(option), which --help does not have")
                }
            }
        }
    }

    /// The text of `## \`higsite NAME\`` up to the next `## ` heading.
    static func section(of name: String, in text: String) -> String? {
        guard let start = text.range(of: "\n## `higsite \(name)`\n") else { return nil }
        let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return String(text[start.upperBound..<end])
    }

    /// `--name` words in a table cell.
    static func options(in cell: String) -> [String] {
        var found: [String] = []
        var rest = Substring(cell)
        while let start = rest.range(of: "--") {
            let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if !name.isEmpty { found.append("--" + name) }
            rest = rest[start.upperBound...].dropFirst(name.count)
        }
        return found
    }

    static func reference() throws -> String {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: repository.appendingPathComponent(page), encoding: .utf8)
    }

    /// Every subcommand of `higsite`, from ArgumentParser's own description of the tree.
    static func commandTree() throws -> [Command] {
        let run = try Project().run("--experimental-dump-help")
        #expect(run.status == 0)
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let root = try #require(dump["command"] as? [String: Any])
        var commands: [Command] = []
        func walk(_ node: [String: Any], path: [String]) {
            if !path.isEmpty {
                commands.append(Command(name: path.joined(separator: " "), arguments: arguments(of: node)))
            }
            for child in node["subcommands"] as? [[String: Any]] ?? [] {
                walk(child, path: path + [child["commandName"] as? String ?? "?"])
            }
        }
        walk(root, path: [])
        return commands
    }

    /// The names `--help` shows: each long name of an option or flag (`-h` for help), and a
    /// positional argument's value name in capitals, as the page writes it.
    static func arguments(of node: [String: Any]) -> [String] {
        (node["arguments"] as? [[String: Any]] ?? []).flatMap { argument -> [String] in
            guard argument["shouldDisplay"] as? Bool ?? true else { return [] }
            if argument["kind"] as? String == "positional" {
                return [(argument["valueName"] as? String ?? "").uppercased()]
            }
            return (argument["names"] as? [[String: String]] ?? []).map {
                $0["kind"] == "short" ? "-" + ($0["name"] ?? "") : "--" + ($0["name"] ?? "")
            }
        }
    }
}
