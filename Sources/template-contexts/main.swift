import Foundation

// `template-contexts DECLARATIONS OUTPUT`: writes OUTPUT, the Swift of the template contexts
// DECLARATIONS declares (see TemplateContexts.contexts), for the TemplateContexts build plugin.
// A line it cannot read is reported as `file:line:column: error: …` and fails the build.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: template-contexts DECLARATIONS.contexts OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[1], output = URL(fileURLWithPath: arguments[2])
let declarations: ContextDeclarations
do {
    declarations = try ContextDeclarations(text: try String(contentsOfFile: input, encoding: .utf8), file: input)
} catch let list as ContextDeclarations.ProblemList {
    FileHandle.standardError.write(Data(list.problems.map { $0.description + "\n" }.joined().utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: cannot read the file: \(error.localizedDescription)\n".utf8))
    exit(1)
}
let text = ContextSwift.file(declarations, source: "Sources/HIGSite/Templates/" + URL(fileURLWithPath: input).lastPathComponent)
// Written only when it changed, so that a build that changed nothing here recompiles nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != text {
    try Data(text.utf8).write(to: output, options: .atomic)
}
