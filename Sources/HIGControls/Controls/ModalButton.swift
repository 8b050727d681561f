import Foundation

/// A button in the top bar of a sheet or a popover: Cancel, Close, Done and the like.
///
/// In YAML a title alone (`- Cancel`) or a mapping (`- {title: Add, role: confirm}`,
/// `- {role: close}` for the system's close button, drawn as ✕).
public struct ModalButton: Hashable, Sendable, Codable {
    /// What the button does to the presentation. `cancel` leaves without keeping changes, `close`
    /// leaves without losing anything (SwiftUI's `ButtonRole.close`, iOS 26), `confirm` finishes the
    /// task and leaves (Done, Add, Save; `ButtonRole.confirm`), `back` goes to the previous step.
    public enum Role: String, KebabCaseEnum {
        case cancel, close, confirm, back
    }

    /// The title; empty for a button drawn as its role's symbol, `…` for a title the app computes.
    public var title: String
    public var role: Role?

    public init(title: String, role: Role? = nil) {
        self.title = title
        self.role = role
    }

    /// The role written, or the one its usual title says (`Cancel`, `취소` → cancel; `Done`,
    /// `완료` → confirm; `Close`, `닫기` → close; `Back`, `뒤로` → back).
    public var resolvedRole: Role? {
        if let role { return role }
        switch title.trimmingCharacters(in: .whitespaces).lowercased() {
        case "cancel", "취소": return .cancel
        case "done", "완료": return .confirm
        case "close", "닫기": return .close
        case "back", "뒤로": return .back
        default: return nil
        }
    }

    /// Whether the button leaves the presentation (every role but back).
    public var dismisses: Bool {
        switch resolvedRole {
        case .cancel, .close, .confirm: true
        case .back, nil: false
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, role
    }

    public init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            self.init(title: title)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let role = try c.decodeIfPresent(Role.self, forKey: .role)
        guard c.contains(.title) || role != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a button needs a 'title', a 'role', or both"))
        }
        self.init(title: try c.decode(.title, default: ""), role: role)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title, unless: "")
        try c.encodeIfPresent(role, forKey: .role)
    }
}
