import Foundation
import HIGAppImport
import HIGControls
import HIGRules
import HIGSite

/// Bytes as an app's file, every way `higsite lint` reads one: as a SwiftUI source file (beside
/// a second file that uses its views by name, so following views across files is fuzzed too),
/// and as a storyboard and a XIB; then every rule, every output format, the ASCII drawing and
/// the model as JSON of each screen. An input that is a recipe of `AppGenerator` (`gen:…`) is
/// read as the file it makes: thousands of levels deep, or repeated thousands of times.
struct AppTarget: Sendable {
    /// Where Swift is parsed first, as `lint` parses it.
    let parseGuard: SwiftParseProcess

    /// A view of another file that uses views the input may declare, and one it surely does not.
    static let neighbour = Array("""
        import SwiftUI

        struct FuzzRoot: View {
            var body: some View {
                TabView {
                    ContentView().tabItem { Label("A", systemImage: "a") }
                    SettingsView().tabItem { Label("B", systemImage: "b") }
                }
            }
        }

        """.utf8)

    func run(_ data: Data) -> String {
        let bytes = AppGenerator.file(from: [UInt8](data)) ?? [UInt8](data)
        var files = SwiftUIImporter.read([("Fuzz.swift", bytes), ("Root.swift", Self.neighbour)], parseGuard: parseGuard)
        files.append(InterfaceBuilderImporter.read(bytes, path: "Fuzz.storyboard", kind: .storyboard))
        files.append(InterfaceBuilderImporter.read(bytes, path: "Fuzz.xib", kind: .xib))

        let linter = Linter(rules: RuleRegistry.all, language: .ko, baseURL: nil)
        let result = linter.lint(files.flatMap(LintScreen.screens(of:)))
        let diagnostics = (files.flatMap { $0.diagnostics(in: .ko) } + result.diagnostics).sorted()
        for format in DiagnosticFormat.allCases { _ = DiagnosticPrinter.format(diagnostics, as: format) }
        _ = SARIF.render(diagnostics, linter: linter)
        for screen in result.screens {
            _ = screen.checked.ascii(language: .en)
            _ = ModelJSON.string(screen.checked.screen)
        }
        let unknowns = files.flatMap(\.screens).reduce(0) { $0 + $1.unknowns.count }
        let problems = files.reduce(0) { $0 + $1.problems.count }
        return "app: \(result.screens.count) screens, \(problems) problems, \(unknowns) unknowns, \(diagnostics.count) diagnostics"
    }
}
