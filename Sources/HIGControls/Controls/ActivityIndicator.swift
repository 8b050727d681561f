/// The spinning indicator for work of unknown length.
public struct ActivityIndicator: Hashable, Sendable, Codable {
    public var label: String?
    public var isAnimating: Bool
    public var hidesWhenStopped: Bool
    /// Whether the work's length is known (bytes to download, items to process).
    public var workIsMeasurable: Bool

    public init(label: String? = nil, isAnimating: Bool = true, hidesWhenStopped: Bool = true, workIsMeasurable: Bool = false) {
        self.label = label
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
        self.workIsMeasurable = workIsMeasurable
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case label, animating
        case hidesWhenStopped = "hides-when-stopped"
        case measurable
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(label: try c.decodeIfPresent(String.self, forKey: .label), isAnimating: try c.decode(.animating, default: true),
                  hidesWhenStopped: try c.decode(.hidesWhenStopped, default: true), workIsMeasurable: try c.decode(.measurable, default: false))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encode(isAnimating, forKey: .animating, unless: true)
        try c.encode(hidesWhenStopped, forKey: .hidesWhenStopped, unless: true)
        try c.encode(workIsMeasurable, forKey: .measurable, unless: false)
    }
}

/// A bar that fills as measurable work progresses.
public struct ProgressBar: Hashable, Sendable, Codable {
    /// 0 to 1.
    public var progress: Double
    public var label: String?

    public init(progress: Double, label: String? = nil) {
        self.progress = progress
        self.label = label
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case progress, label
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(progress: try c.decode(.progress, in: .progress), label: try c.decodeIfPresent(String.self, forKey: .label))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(progress, forKey: .progress)
        try c.encodeIfPresent(label, forKey: .label)
    }
}

/// The status bar's spinner for network activity.
public struct NetworkActivityIndicator: Hashable, Sendable, Codable {
    /// How long the network operation lasts, in seconds.
    public var seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(seconds: try c.decode(.seconds, in: .seconds))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(seconds, forKey: .seconds)
    }
}

/// The pull-to-refresh control of a table or collection.
public struct RefreshControl: Hashable, Sendable, Codable {
    public var title: String?

    public init(title: String? = nil) {
        self.title = title
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(title: try c.decodeIfPresent(String.self, forKey: .title))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
    }
}
