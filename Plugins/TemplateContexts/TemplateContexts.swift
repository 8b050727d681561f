import Foundation
import PackagePlugin

/// Generates `TemplateContexts+Generated.swift` for HIGSite from `Templates/TemplateContexts.contexts`:
/// each template context's type, initialiser and `value(for:)` switch, and `TemplateKey.Known`, so
/// that a context's fields, what templates may read of it and the list of names are one declaration.
@main
struct TemplateContexts: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let declarations = context.package.directoryURL.appendingPathComponent("Sources/\(module.name)/Templates/TemplateContexts.contexts")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TemplateContexts+Generated.swift")
        return [
            .buildCommand(displayName: "Generating the template contexts of \(module.name)",
                          executable: try context.tool(named: "template-contexts").url,
                          arguments: [declarations.path, output.path],
                          inputFiles: [declarations],
                          outputFiles: [output]),
        ]
    }
}
