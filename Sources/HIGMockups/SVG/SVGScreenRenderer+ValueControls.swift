import Foundation
import HIGControls

/// Controls that set a value: sliders, steppers and switches.
extension SVGScreenRenderer {
    mutating func drawSlider(_ slider: Slider, in frame: Rect) {
        let range = max(0.0001, slider.maximum - slider.minimum)
        let fraction = min(1, max(0, (slider.value - slider.minimum) / range))
        let trackY = frame.midY - 2
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width, height: 4), radius: 2, className: "hm-fill")
        svg.rect(Rect(x: frame.x, y: trackY, width: frame.width * fraction, height: 4), radius: 2, className: "hm-tint")
        svg.circle(center: Point(x: frame.x + 14 + (frame.width - 28) * fraction, y: frame.midY), radius: 14, className: "hm-thumb")
    }

    mutating func drawStepper(_ stepper: Stepper, in frame: Rect) {
        if let label = stepper.valueLabel {
            svg.text(label, at: Point(x: frame.x, y: frame.midY + 6), size: 17, className: "hm-label", maxWidth: frame.width - 110)
        }
        let box = Rect(x: frame.maxX - 94, y: frame.midY - 16, width: 94, height: 32)
        svg.rect(box, radius: 8, className: "hm-fill")
        svg.line(from: Point(x: box.midX, y: box.y + 7), to: Point(x: box.midX, y: box.maxY - 7), className: "hm-sep")
        svg.path("M \(n(box.x + 17)) \(n(box.midY)) h 13", className: "hm-label-stroke")
        svg.path("M \(n(box.midX + 17)) \(n(box.midY)) h 13 M \(n(box.midX + 23.5)) \(n(box.midY - 6.5)) v 13", className: "hm-label-stroke")
    }

    /// A 51 × 31 pt switch.
    mutating func drawSwitch(on: Bool, at origin: Point) {
        let track = Rect(x: origin.x, y: origin.y, width: 51, height: 31)
        svg.rect(track, radius: 15.5, className: on ? "hm-green" : "hm-fill")
        svg.circle(center: Point(x: on ? track.maxX - 15.5 : track.x + 15.5, y: track.midY), radius: 13.5, className: "hm-thumb")
    }

    /// A switch at the trailing end of a 44 pt line, its label at the leading end and its state
    /// label (on/off text) beside it.
    mutating func drawSwitch(_ control: Switch, in frame: Rect) -> Double {
        if let label = control.label {
            svg.text(label, at: Point(x: frame.x, y: frame.y + 28), size: 17, className: "hm-label", maxWidth: frame.width - 120)
        }
        let switchOrigin = Point(x: frame.maxX - 51, y: frame.y + 6.5)
        if let state = control.stateLabel {
            svg.text(state, at: Point(x: switchOrigin.x - 10, y: frame.y + 28), size: 17, className: "hm-secondary", anchor: .end)
        }
        drawSwitch(on: control.isOn, at: switchOrigin)
        return 44
    }
}
