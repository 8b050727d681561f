/// The edit menu shown over selected or selectable content.
public struct EditMenu: Hashable, Sendable, Codable {
    public struct Command: Hashable, Sendable, Codable {
        public var title: String
        /// Whether the system provides this command (Cut, Copy, Paste, Select, …).
        public var isSystem: Bool

        public init(title: String, isSystem: Bool? = nil) {
            self.title = title
            self.isSystem = isSystem ?? Self.systemTitles.contains(title.lowercased())
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, system
        }

        public init(from decoder: any Decoder) throws {
            if let title = try? decoder.singleValueContainer().decode(String.self) {
                self.init(title: title)
                return
            }
            let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
            self.init(title: try c.decode(String.self, forKey: .title), isSystem: try c.decodeIfPresent(Bool.self, forKey: .system))
        }

        /// `system` only where the title alone would not say it.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encode(isSystem, forKey: .system, unless: Self.systemTitles.contains(title.lowercased()))
        }

        /// System commands in English and Korean, recognised by name.
        public static let systemTitles: Set<String> = [
            "cut", "copy", "paste", "select", "select all", "delete", "replace…", "replace", "look up", "share…", "share",
            "잘라내기", "복사", "붙여넣기", "선택", "전체 선택", "모두 선택", "삭제", "대치…", "대치", "찾아보기", "공유…", "공유",
        ]

        /// Commands that act on a selection.
        public var needsSelection: Bool {
            ["cut", "copy", "delete", "잘라내기", "복사", "삭제"].contains(title.lowercased())
        }
    }

    public var commands: [Command]
    /// Whether anything is selected when the menu appears.
    public var hasSelection: Bool

    public init(commands: [Command], hasSelection: Bool = true) {
        self.commands = commands
        self.hasSelection = hasSelection
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case commands, selection
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(commands: try c.decode([Command].self, forKey: .commands), hasSelection: try c.decode(.selection, default: true))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(commands, forKey: .commands)
        try c.encode(hasSelection, forKey: .selection, unless: true)
    }
}
