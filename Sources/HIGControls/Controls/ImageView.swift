/// An image view, showing one image or an animation of frames.
public struct ImageView: Hashable, Sendable, Codable {
    /// One size per frame; one frame for a still image.
    public var frames: [Size]
    public var description: String?

    public init(frames: [Size], description: String? = nil) {
        self.frames = frames
        self.description = description
    }

    public var isAnimated: Bool { frames.count > 1 }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case size, frames, description
    }

    /// `size: 120x80` for a still image, `frames: [40x40, 40x40]` for an animation.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let frames = try c.decodeIfPresent([Size].self, forKey: .frames) ?? [c.decode(.size, default: Size(width: 120, height: 80))]
        self.init(frames: frames, description: try c.decodeIfPresent(String.self, forKey: .description))
    }

    /// `size` for a still image, `frames` for anything else (an animation, or no frame at all).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if frames.count == 1 {
            try c.encode(frames[0], forKey: .size, unless: Size(width: 120, height: 80))
        } else {
            try c.encode(frames, forKey: .frames)
        }
        try c.encodeIfPresent(description, forKey: .description)
    }
}
