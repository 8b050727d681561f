import Foundation
import HIGControls

/// A colour as an Interface Builder file writes it (`<color key="textColor" …>`), read only where
/// it is one colour in every appearance: a system colour (`labelColor`, `systemBackgroundColor`)
/// changes between light and dark, an asset catalogue's colour may too, and a partly transparent
/// one shows what lies behind it — all of them unknown, never guessed.
enum InterfaceBuilderColor: Equatable {
    /// Opaque, and the same in light and dark appearance.
    case fixed(Color)
    /// Fully transparent: what is behind shows through.
    case clear
    case unknown

    /// `nil` reads as `whenAbsent`: what UIKit uses when the file writes no colour.
    init(_ node: InterfaceBuilderNode?, whenAbsent: InterfaceBuilderColor) {
        guard let node else {
            self = whenAbsent
            return
        }
        let alpha = node["alpha"].flatMap(Double.init) ?? 1
        if alpha == 0 {
            self = .clear
        } else if alpha != 1 {
            self = .unknown
        } else if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            self = Self.fixedSystemColors[name] ?? .unknown
        } else if node["name"] != nil {
            self = .unknown  // an asset catalogue's colour, with appearances of its own
        } else if let white = node["white"].flatMap(Double.init) {
            self = Self.gray(white, space: node["customColorSpace"] ?? node["colorSpace"])
        } else if let red = node["red"].flatMap(Double.init), let green = node["green"].flatMap(Double.init),
                  let blue = node["blue"].flatMap(Double.init) {
            self = Self.rgb(red, green, blue, space: node["customColorSpace"] ?? node["colorSpace"])
        } else {
            self = .unknown
        }
    }

    /// The few UIKit colours that do not adapt to the appearance.
    private static let fixedSystemColors: [String: InterfaceBuilderColor] = [
        "darkTextColor": .fixed(.black), "blackColor": .fixed(.black), "whiteColor": .fixed(.white), "clearColor": .clear,
    ]

    private static func isChannel(_ value: Double) -> Bool { value >= 0 && value <= 1 }

    /// A grey in the gamma 2.2 space Interface Builder writes `white=` in, as the sRGB grey of the
    /// same luminance; in sRGB or Display P3 (which share sRGB's curve) as it is.
    private static func gray(_ white: Double, space: String?) -> InterfaceBuilderColor {
        guard isChannel(white) else { return .unknown }
        switch space {
        case "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite":
            let linear = pow(white, 2.2)
            let channel = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
            return .fixed(Color(red: channel, green: channel, blue: channel))
        case "sRGB", "displayP3", "extendedSRGB":
            return .fixed(Color(red: white, green: white, blue: white))
        default:
            return .unknown
        }
    }

    /// sRGB as written; a grey in Display P3 (same white point and curve) as the same sRGB grey;
    /// black and white in the older generic RGB space. Other colours of other spaces are unknown:
    /// converting them would move the contrast by a guessed amount.
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, space: String?) -> InterfaceBuilderColor {
        guard isChannel(red), isChannel(green), isChannel(blue) else { return .unknown }
        let color = Color(red: red, green: green, blue: blue)
        let isGray = red == green && green == blue
        switch space {
        case "sRGB", "extendedSRGB": return .fixed(color)
        case "displayP3": return isGray ? .fixed(color) : .unknown
        case "calibratedRGB", "deviceRGB": return isGray && (red == 0 || red == 1) ? .fixed(color) : .unknown
        default: return .unknown
        }
    }
}
