import Foundation
import PackagePlugin

/// Generates `RuleRegistry+Generated.swift` for HIGRules: the list of every rule, read from the
/// files of `Sources/HIGRules/Rules/` (a type's `static let rule = Rule(…)`), so a new rule file is
/// registered by being there, with no list kept by hand. The files are the command's inputs, and
/// the plugin runs at every build, so adding, editing or removing one remakes the list.
@main
struct RegisterRules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let rules = context.package.directoryURL.appendingPathComponent("Sources/\(module.name)/Rules", isDirectory: true)
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
            .filter { $0.path.hasPrefix(rules.path + "/") }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleRegistry+Generated.swift")
        return [
            .buildCommand(displayName: "Registering the rules of \(module.name)/Rules",
                          executable: try context.tool(named: "register-rules").url,
                          arguments: [rules.path, output.path] + files.map(\.path),
                          inputFiles: files,
                          outputFiles: [output]),
        ]
    }
}
