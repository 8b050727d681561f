/// A date picker: a style, a mode and, for times, a minute interval.
public struct DatePicker: Hashable, Sendable, Codable {
    public enum Style: String, KebabCaseEnum {
        case compact, inline, wheels
    }

    public enum Mode: String, KebabCaseEnum {
        case date, time
        case dateAndTime = "date-and-time"
        case countdownTimer = "countdown-timer"
    }

    public var style: Style
    public var mode: Mode
    public var minuteInterval: Int
    /// For a countdown timer: its duration in minutes.
    public var countdownMinutes: Int?

    public init(style: Style = .wheels, mode: Mode = .date, minuteInterval: Int = 1, countdownMinutes: Int? = nil) {
        self.style = style
        self.mode = mode
        self.minuteInterval = minuteInterval
        self.countdownMinutes = countdownMinutes
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, mode
        case minuteInterval = "minute-interval"
        case countdown
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        var minutes: Int?
        if let text = try c.decodeIfPresent(String.self, forKey: .countdown) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ ("0"..."9").contains($0) }),
                  let mins = Int(parts[1]), (0..<60).contains(mins) else {
                throw DecodingError.dataCorruptedError(forKey: .countdown, in: c, debugDescription: "a countdown is written 'H:MM', e.g. '1:30'")
            }
            // Checked before any arithmetic: `9223372036854775807:00` must not overflow.
            guard let hours = Int(parts[0]), NumberRange.countdownHours.contains(hours) else {
                let limit = NumberRange.text(NumberRange.countdownHours.upperBound)
                throw c.outOfRange(.countdown, text, expected: "from 0:00 to \(limit):59 (H:MM)")
            }
            minutes = hours * 60 + mins
        }
        self.init(style: try c.decode(.style, default: .wheels), mode: try c.decode(.mode, default: minutes == nil ? .date : .countdownTimer),
                  minuteInterval: try c.decodeWhole(.minuteInterval, in: .minuteInterval, default: 1), countdownMinutes: minutes)
    }

    /// The countdown as `H:MM`; `mode` only where the countdown does not imply it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(style, forKey: .style, unless: .wheels)
        try c.encode(mode, forKey: .mode, unless: countdownMinutes == nil ? .date : .countdownTimer)
        try c.encode(minuteInterval, forKey: .minuteInterval, unless: 1)
        if let countdownMinutes {
            // A negative duration (only possible from Swift) keeps its sign, and the decoder refuses it.
            let (hours, minutes) = countdownMinutes.magnitude.quotientAndRemainder(dividingBy: 60)
            let sign = countdownMinutes < 0 ? "-" : ""
            try c.encode("\(sign)\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)", forKey: .countdown)
        }
    }
}
