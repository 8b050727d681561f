import Foundation

/// The inputs higsite reads from people, each as a function of bytes that must come back with a
/// result or with diagnostics, never trap or hang: what `higsite-fuzz` runs under libFuzzer and
/// replays from files, and what the tests replay from the cases fuzzing found.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A screen description, read as `higsite lint --show` and as a `mockup` fence read it.
    case screen
    /// A content page, read, checked and rendered as `higsite build` does.
    case content
    /// An app's file, read as SwiftUI source, as a storyboard and as a XIB, as `higsite lint` does.
    case app
}

/// Where the targets find what they need besides their input.
public struct FuzzSettings: Sendable {
    /// A theme folder over the embedded theme for the content target; nil for the embedded one.
    public var templates: String?
    /// A content folder whose glossary the content target checks terms against.
    public var content: String?

    public init(templates: String? = nil, content: String? = "content") {
        self.templates = templates
        self.content = content
    }
}

/// The targets ready to run: the content target's templates are read once, not once per input.
public struct FuzzRunner: Sendable {
    private let content: ContentTarget

    public init(_ settings: FuzzSettings = FuzzSettings()) throws {
        content = try ContentTarget(settings)
    }

    /// Runs one input through `target`; a line saying what it came to (for the replay driver).
    @discardableResult
    public func run(_ target: FuzzTarget, _ data: Data) -> String {
        switch target {
        case .screen: ScreenTarget.run(data)
        case .content: content.run(data)
        case .app: AppTarget.run(data)
        }
    }
}
