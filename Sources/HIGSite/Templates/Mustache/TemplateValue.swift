/// What a template reads from a context: text, a yes/no, a list, or an object with named values.
///
/// Contexts are typed structs; each says which names it answers (``TemplateObject``), so a
/// template reads them without reflection or dynamic casts.
enum TemplateValue {
    /// A name the context knows whose value is absent (an optional that is nil): false in a
    /// section, nothing in a variable, and the search for the name stops here.
    case null
    case text(String)
    /// Text already in UTF-8, such as a rendered body: written without another pass over it.
    case bytes([UInt8])
    case flag(Bool)
    case list(any TemplateList)
    /// A context, held by reference: a value is copied with one retain on every push and
    /// lookup (an existential of a struct was copied through its type's witnesses).
    case object(any TemplateReference)

    init(_ text: String?) {
        self = text.map(TemplateValue.text) ?? .null
    }

    init(_ object: (some TemplateObject)?) {
        self = object?.templateValue ?? .null
    }

    /// Whether a section `{{#name}}` renders: everything but null, false and the empty list.
    /// (An empty string renders, as it did with swift-mustache, which the templates were written for.)
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .flag(let flag): flag
        case .list(let list): list.count > 0
        case .text, .bytes, .object: true
        }
    }
}

/// A context a template reads by name.
protocol TemplateObject: TemplateValueConvertible {
    /// The value called `key`, `.null` if it is absent, nil if this context has no such name
    /// (a template then looks further down its stack of contexts).
    func value(for key: TemplateKey) -> TemplateValue?

    /// Whether many renders share this very object, which never changes: its output in a list
    /// may then be kept and reused (``MustacheMemo``).
    var isShared: Bool { get }
}

extension TemplateObject {
    /// A struct context is boxed once, when it becomes a value.
    var templateValue: TemplateValue { .object(TemplateBox(self)) }
    var isShared: Bool { false }
}

/// A context that is a class: its own reference in a ``TemplateValue``. Contexts that templates
/// enter often are classes (TemplateContexts.swift).
protocol TemplateReference: AnyObject, TemplateObject {}

extension TemplateReference {
    var templateValue: TemplateValue { .object(self) }
}

/// A struct context as a reference.
private final class TemplateBox<Context: TemplateObject>: TemplateReference {
    let context: Context

    init(_ context: Context) {
        self.context = context
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        context.value(for: key)
    }
}

/// A list a section iterates over.
protocol TemplateList {
    var count: Int { get }
    func value(at index: Int) -> TemplateValue
}

/// A value that can stand in a list.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension String: TemplateValueConvertible {
    var templateValue: TemplateValue { .text(self) }
}

extension Array: TemplateList where Element: TemplateValueConvertible {
    func value(at index: Int) -> TemplateValue { self[index].templateValue }
}
