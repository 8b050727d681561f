import Foundation
import HIGAppImport
import HIGControls
import HIGRules

/// Reading fixtures and summing up what the importer made of them, for the SwiftUI tests.
enum SwiftUITestSupport {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture app's files, in name order, as `SwiftUIImporter.read` takes them.
    static func app() throws -> [(path: String, data: [UInt8])] {
        // examples/swiftui-app, which README's lint section runs: the example a user tries is
        // the one these tests pin down.
        let folder = repository.appendingPathComponent("examples/swiftui-app")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            (path: "SwiftUIApp/" + name, data: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    /// One source text as a file.
    static func source(_ text: String, path: String = "View.swift") -> (path: String, data: [UInt8]) {
        (path: path, data: Array(text.utf8))
    }

    /// Every violation of a screen as `rule-id line:column`, in the order the rules report them.
    static func violations(_ screen: ImportedScreen) -> [String] {
        RuleRegistry.violations(in: screen.screen).map { "\($0.ruleID) \(screen.position(of: $0.element))" }
    }

    /// The screen of that name among the files.
    static func screen(_ name: String, in files: [ImportedFile]) -> ImportedScreen? {
        files.lazy.flatMap(\.screens).first { $0.name == name }
    }

    /// Every screen's violations, for reading when a test fails.
    static func dump(_ files: [ImportedFile]) -> String {
        var lines: [String] = []
        for file in files {
            lines.append("# \(file.path) problems: \(file.problems.map { "\($0.position?.description ?? "-") \($0.message.en)" })")
            for screen in file.screens {
                lines.append("## \(screen.name) @\(screen.position)")
                lines.append("   \(screen.screen)")
                for violation in RuleRegistry.violations(in: screen.screen) {
                    lines.append("   \(violation.ruleID) \(violation.element) \(screen.position(of: violation.element))")
                }
                for unknown in screen.unknowns { lines.append("   ? \(unknown.position) \(unknown.what.en): \(unknown.why.en)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
