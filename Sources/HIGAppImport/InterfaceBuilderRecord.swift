import HIGControls

/// What reading one screen collects beside the model: where each path of the model is
/// written, and what the file leaves open.
struct InterfaceBuilderRecord {
    var positions: [ElementPath: SourcePosition] = [:]
    var unknowns: [Unknown] = []

    /// Records that `path` of the model comes from `node` (nothing when there is no node).
    mutating func place(_ path: ElementPath, at node: InterfaceBuilderNode?) {
        guard let node else { return }
        positions[path] = node.position
    }

    mutating func unknown(at node: InterfaceBuilderNode, _ what: Localized, _ why: Localized) {
        unknowns.append(Unknown(position: node.position, what: what, why: why))
    }

    /// The number in `attribute`, or `value` when the attribute is absent (UIKit's default); nil,
    /// with an unknown, when it is not a number or lies outside what the model takes.
    mutating func number(_ node: InterfaceBuilderNode, _ attribute: String, default value: Double?, in range: NumberRange,
                         what: Localized) -> Double? {
        guard let written = node[attribute] else { return value }
        guard let number = Double(written), range.contains(number) else {
            unknown(at: node, what, Localized(ko: "\(attribute)=\"\(written)\": 받을 수 있는 값은 \(range.koreanText)입니다",
                                              en: "\(attribute)=\"\(written)\" is not \(range)"))
            return nil
        }
        return number
    }

    /// A whole number, the same way.
    mutating func whole(_ node: InterfaceBuilderNode, _ attribute: String, default value: Int?, in range: NumberRange,
                        what: Localized) -> Int? {
        number(node, attribute, default: value.map(Double.init), in: range, what: what).map { Int($0) }
    }

    /// A frame's size, when the view has a frame whose size the model takes.
    mutating func size(of node: InterfaceBuilderNode, what: Localized) -> Size? {
        guard let frame = node.frame else { return nil }
        guard let width = number(frame, "width", default: nil, in: .points, what: what),
              let height = number(frame, "height", default: nil, in: .points, what: what) else { return nil }
        return Size(width: width, height: height)
    }
}

/// Reasons several readers of Interface Builder files give.
extension Localized {
    static let setThroughAnOutlet = Localized(ko: "앱의 코드가 아웃렛으로 정합니다", en: "the app's code sets it through an outlet")
    static let hiddenInTheFile = Localized(ko: "파일에서 숨겨져 있고, 코드가 보이게 할 수 있습니다", en: "it is hidden in the file; code may show it")
    static let noDevice = Localized(ko: "파일에 <device>가 없어 세로 방향 iPhone으로 읽습니다", en: "the file names no <device>; read as an iPhone in portrait")
    static let device = Localized(ko: "기기", en: "the device")

    static func ownPropertySetsText(_ property: String) -> Localized {
        Localized(ko: "런타임 속성(\"\(property)\")이 앱이 직접 만든 속성으로 텍스트를 정합니다",
                  en: "the runtime attribute \"\(property)\" sets a text through a property of the app's own")
    }

    static func notInThisFile(_ destination: String?) -> Localized {
        Localized(ko: "뷰 컨트롤러(\(destination ?? ""))가 이 파일에 없습니다", en: "its view controller \(destination ?? "") is not in this file")
    }
}

extension NumberRange {
    /// The range as `--explain` says it in Korean: `0~10000 pt 범위의 값`, `1~60분 범위의 정수`.
    var koreanText: String {
        let unit = switch self.unit {
        case "points": " pt"
        case "seconds": "초"
        case "minutes": "분"
        case "hours": "시간"
        case "items": "개"
        case "levels": "단계"
        default: self.unit.isEmpty ? "" : " " + self.unit
        }
        let kind = isWhole ? "정수" : "값"
        if lowerBound == upperBound && !excludesLowerBound { return "\(Self.text(lowerBound))\(unit)" }
        if excludesLowerBound { return "\(Self.text(lowerBound)) 초과 \(Self.text(upperBound))\(unit) 이하의 \(kind)" }
        return "\(Self.text(lowerBound))~\(Self.text(upperBound))\(unit) 범위의 \(kind)"
    }
}
