import Foundation
import PackagePlugin

/// Compiles the default theme (`templates/` at the package root: the Mustache templates and
/// `assets/`) into HIGSite, so the `higsite` executable builds a site wherever it is copied.
/// The folder stays the one source: the generated file is remade whenever a file in it changes.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let theme = context.package.directoryURL.appendingPathComponent("templates", isDirectory: true)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTheme.swift")
        let files = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true } ?? []
        return [
            .buildCommand(displayName: "Embedding the default theme (templates/)",
                          executable: try context.tool(named: "embed-theme").url,
                          arguments: [theme.path, output.path],
                          inputFiles: files,
                          outputFiles: [output]),
        ]
    }
}
