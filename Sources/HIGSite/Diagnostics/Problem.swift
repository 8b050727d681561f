import HIGControls
import HIGRules

/// Every kind of problem higsite reports about content, lint input or its configuration, by
/// family. Each family is an enum of its own (Problem+…Messages.swift) whose code, severity and
/// text are each one `switch` over its cases with no `default`: a new problem does not compile
/// until it has all three, and wording stays consistent among siblings.
package enum Problem: Error, Hashable, Sendable {
    case frontMatter(FrontMatterProblem)
    case page(PageProblem)
    case file(FileProblem)
    case link(LinkProblem)
    case translation(TranslationProblem)
    case terminology(TerminologyProblem)
    case rule(RuleProblem)
    case screen(ScreenProblem)
    case configuration(ConfigurationProblem)

    /// A stable identifier that scripts and suppressions can rely on.
    package var code: String {
        switch self {
        case .frontMatter(let problem): problem.code
        case .page(let problem): problem.code
        case .file(let problem): problem.code
        case .link(let problem): problem.code
        case .translation(let problem): problem.code
        case .terminology(let problem): problem.code
        case .rule(let problem): problem.code
        case .screen(let problem): problem.code
        case .configuration(let problem): problem.code
        }
    }

    package var severity: Severity {
        switch self {
        case .frontMatter(let problem): problem.severity
        case .page(let problem): problem.severity
        case .file(let problem): problem.severity
        case .link(let problem): problem.severity
        case .translation(let problem): problem.severity
        case .terminology(let problem): problem.severity
        case .rule(let problem): problem.severity
        case .screen(let problem): problem.severity
        case .configuration(let problem): problem.severity
        }
    }

    /// What is wrong and what to do about it.
    package var message: String {
        switch self {
        case .frontMatter(let problem): problem.message
        case .page(let problem): problem.message
        case .file(let problem): problem.message
        case .link(let problem): problem.message
        case .translation(let problem): problem.message
        case .terminology(let problem): problem.message
        case .rule(let problem): problem.message
        case .screen(let problem): problem.message
        case .configuration(let problem): problem.message
        }
    }
}
