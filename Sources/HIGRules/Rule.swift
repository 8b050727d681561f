import HIGControls

/// A guideline as something a machine can check: what it is, where it comes from, how it is
/// checked, and the examples that both test it and illustrate it on its page.
///
/// Modelled on SwiftLint's `RuleDescription`: the examples are the rule's tests *and* its
/// documentation, so the two cannot drift apart.
public struct Rule: Sendable, Identifiable {
    /// `component.aspect`, e.g. `tab-bar.tab-count`.
    public let id: String
    public let component: ComponentKind
    public let title: Localized
    /// What is checked and why, in a sentence or two.
    public let summary: Localized
    /// The number the rule uses, when there is one; says when it is higsite's own choice.
    public let threshold: Localized?
    public let severity: Severity
    /// The guideline this rule enforces.
    public let guideline: GuidelineReference
    /// Screens that must pass and screens that must fail.
    public let examples: [RuleExample]
    /// Whether the rule judges where an element is put (in a table row, in a bar): it does not
    /// run on a view whose container is not known, such as a view only a preview shows.
    public let judgesPlacement: Bool
    private let check: @Sendable (Screen) -> [Finding]

    public init(id: String, component: ComponentKind, severity: Severity, guideline: GuidelineReference,
                title: Localized, summary: Localized, threshold: Localized? = nil, examples: [RuleExample],
                judgesPlacement: Bool = false, check: @escaping @Sendable (Screen) -> [Finding]) {
        self.id = id
        self.component = component
        self.severity = severity
        self.guideline = guideline
        self.title = title
        self.summary = summary
        self.threshold = threshold
        self.examples = examples
        self.judgesPlacement = judgesPlacement
        self.check = check
    }

    /// The violations of this rule on `screen`, in element order.
    public func violations(in screen: Screen) -> [Violation] {
        check(screen).map { Violation(ruleID: id, severity: severity, element: $0.element, message: $0.message) }
    }
}

/// How much a problem matters, from the lowest (the order `--severity` lists them in).
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case warning, error

    /// A warning ranks below an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// `page-id#guideline-id`: the heading of the content that states the guideline.
public struct GuidelineReference: Hashable, Sendable, CustomStringConvertible {
    public let page: String
    public let anchor: String

    public init(_ page: String, _ anchor: String) {
        self.page = page
        self.anchor = anchor
    }

    public var description: String { "\(page)#\(anchor)" }
}

/// What a rule's check reports: the offending element and a message about it.
public struct Finding: Hashable, Sendable {
    public let element: ElementPath
    public let message: Localized

    public init(_ element: ElementPath, _ message: Localized) {
        self.element = element
        self.message = message
    }
}

/// A finding attributed to its rule.
public struct Violation: Hashable, Sendable {
    public let ruleID: String
    public let severity: Severity
    public let element: ElementPath
    public let message: Localized
}

/// A screen a rule must accept or reject, recorded where it is written so a failing example
/// points at its own line.
///
/// A failing example also names the element its violation is at, as SwiftLint's examples mark
/// the spot with `↓`: the reader sees what the rule points at, and RuleExampleTests checks that
/// the rule reports exactly there.
public struct RuleExample: Sendable {
    public enum Expectation: Sendable, Hashable {
        case passes, fails
    }

    public let expectation: Expectation
    public let caption: Localized
    public let screen: Screen
    /// For a failing example, the path of the element a violation must be at, as `higsite lint`
    /// prints it (`tab-bar.items[5]`; `screen` for the screen as a whole). Nil for a passing one.
    public let markedElement: String?
    /// How the screen reads in each language (see ``ExampleLabels``).
    public let labels: ExampleLanguage
    public let file: String
    public let line: Int

    /// `labels`: `.translated` (the default) draws the screen's texts in the page's language through
    /// ``ExampleLabels``; `.english(screen)` gives English pages their own screen (`screen` is then the Korean one), for
    /// an example whose texts cannot be swapped word for word (an order that is alphabetical in one language only);
    /// `.only(language)` keeps a screen in one language on every page, for a rule about that
    /// language's writing (English title case), and the page says so (`lang` on the figure).
    public static func passing(_ caption: Localized, _ screen: Screen, labels: ExampleLanguage = .translated,
                               file: String = #filePath, line: Int = #line) -> RuleExample {
        RuleExample(expectation: .passes, caption: caption, screen: screen, markedElement: nil, labels: labels, file: file, line: line)
    }

    /// A screen the rule must reject with a violation at `element` (among any others).
    public static func failing(_ caption: Localized, _ screen: Screen, at element: String, labels: ExampleLanguage = .translated,
                               file: String = #filePath, line: Int = #line) -> RuleExample {
        RuleExample(expectation: .fails, caption: caption, screen: screen, markedElement: element, labels: labels, file: file, line: line)
    }
}

/// The language of an example's texts: see ``RuleExample/passing(_:_:labels:file:line:)``.
public enum ExampleLanguage: Sendable {
    case translated
    case english(Screen)
    case only(Language)
}
