import Foundation
import Testing

/// `higsite init --ci github`: a workflow whose higsite commands work on the site it is written for.
@Suite("higsite init --ci")
struct InitCITests {
    @Test func theWorkflowsCommandsRunOnTheStarterSite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-ci-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try Run(["init", "site"], in: folder).status == 0)
        let site = folder.appendingPathComponent("site")

        let written = try Run(["init", "--ci", "github"], in: site)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.hasPrefix("wrote .github/workflows/higsite.yml; before its first run set the repository variable HIGSITE_REPOSITORY"))
        let workflow = try String(contentsOf: site.appendingPathComponent(".github/workflows/higsite.yml"), encoding: .utf8)

        // Every higsite command of the workflow, as a runner runs it at the repository's root
        // (an expression stands for the Pages address on a push to the default branch).
        let commands = workflow.components(separatedBy: "\n").compactMap { line -> [String]? in
            guard let start = line.range(of: "run: higsite ") else { return nil }
            let command = line[start.upperBound...].replacingOccurrences(of: " > higsite.sarif || true", with: "")
                .replacingOccurrences(of: #"${{ steps.pages.outputs.base_url && format('--base-url {0}', steps.pages.outputs.base_url) || '' }}"#,
                                      with: "--base-url https://example.github.io/guidelines")
            return command.split(separator: " ").map(String.init)
        }
        #expect(commands.map { $0.first! } == ["check", "build", "lint"])
        for command in commands {
            let run = try Run(command, in: site)
            #expect(run.status == 0, "higsite \(command.joined(separator: " ")): \(run.stderr)")
            if command.first == "check" { #expect(run.stdout == "", "no problem, so no annotation: \(run.stdout)") }
            if command.first == "lint" { #expect(run.stdout.contains("\"$schema\""), "SARIF for code scanning") }
        }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/sitemap.xml").path), "built with the base URL")

        // Written once: a second run keeps the file and says so.
        let again = try Run(["init", "--ci", "github"], in: site)
        #expect(again.status == 1)
        #expect(again.stderr == ".github/workflows/higsite.yml: exists; left as it is\n")
        #expect(try Run(["init", "--ci", "github", "--theme"], in: site).status == 2, "a usage error")
    }
}
