import Foundation
import HIGSite

/// The inputs higsite reads from people, each as a function of bytes that must come back with a
/// result or with diagnostics, never trap or hang: what `higsite-fuzz` runs under libFuzzer and
/// replays from files, and what the tests replay from the cases fuzzing found.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// A screen description, read as `higsite lint --show` and as a `mockup` fence read it.
    case screen
    /// A content page, read, checked and rendered as `higsite build` does.
    case content
    /// An app's file, read as SwiftUI source, as a storyboard and as a XIB, as `higsite lint` does.
    case app
}

/// Where the targets find what they need besides their input.
package struct FuzzSettings: Sendable {
    /// A theme folder over the embedded theme for the content target; nil for the embedded one.
    package var templates: String?
    /// A content folder whose glossary the content target checks terms against.
    package var content: String?
    /// The executable (and arguments) the app target parses Swift in first, as `lint` does
    /// (`SwiftParseProcess`); nil for this executable itself, which must then answer
    /// `SwiftParseProcess.childArgument` (`higsite` and `higsite-fuzz` do).
    package var swiftParser: [String]?
    /// The processor time, in milliseconds, the parse of a file of a size may take; lint's by default.
    package var swiftParseLimit: @Sendable (Int) -> Int

    package init(templates: String? = nil, content: String? = "content", swiftParser: [String]? = nil,
                swiftParseLimit: @escaping @Sendable (Int) -> Int = SwiftParseProcess.limit(forSize:)) {
        self.templates = templates
        self.content = content
        self.swiftParser = swiftParser
        self.swiftParseLimit = swiftParseLimit
    }
}

/// The targets ready to run: the content target's templates are read once, not once per input.
package struct FuzzRunner: Sendable {
    private let content: ContentTarget
    private let app: AppTarget

    package init(_ settings: FuzzSettings = FuzzSettings()) throws {
        content = try ContentTarget(settings)
        let command = settings.swiftParser ?? SwiftParseProcess.ofThisExecutable().command
        app = AppTarget(parseGuard: SwiftParseProcess(command: command, limit: settings.swiftParseLimit))
    }

    /// Runs one input through `target`; a line saying what it came to (for the replay driver).
    @discardableResult
    package func run(_ target: FuzzTarget, _ data: Data) -> String {
        switch target {
        case .screen: ScreenTarget.run(data)
        case .content: content.run(data)
        case .app: app.run(data)
        }
    }
}
