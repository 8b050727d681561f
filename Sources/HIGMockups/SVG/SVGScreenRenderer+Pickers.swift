import Foundation
import HIGControls

/// Picker wheels and date pickers (compact, inline calendar, wheels, countdown timer).
extension SVGScreenRenderer {
    /// Wheels of a picker: about five rows visible, the selected row in a band across the middle.
    mutating func drawWheels(_ components: [[String]], in frame: Rect) {
        let rowHeight = 34.0
        let band = Rect(x: frame.x, y: frame.midY - rowHeight / 2, width: frame.width, height: rowHeight)
        svg.rect(band, radius: 8, className: "hm-fill")
        let columns = max(1, components.count)
        let columnWidth = frame.width / Double(columns)
        for (column, values) in components.enumerated() {
            let selected = min(values.count - 1, max(0, values.count / 2))
            let centerX = frame.x + columnWidth * (Double(column) + 0.5)
            for offset in -2...2 {
                let index = selected + offset
                guard values.indices.contains(index) else { continue }
                let size = offset == 0 ? 20.0 : 17.0 - Double(abs(offset))
                svg.text(values[index], at: Point(x: centerX, y: frame.midY + Double(offset) * rowHeight * 0.92 + 7), size: size,
                         className: offset == 0 ? "hm-label" : "hm-secondary", anchor: .middle, maxWidth: columnWidth - 8)
            }
        }
    }

    mutating func drawDatePicker(_ picker: DatePicker, in frame: Rect) -> Double {
        let ko = language == .ko
        if picker.mode == .countdownTimer {
            let minutes = max(0, picker.countdownMinutes ?? 60)  // a negative one would make the wheels' ranges run backwards
            let hours = (0...23).map { ko ? "\($0)시간" : "\($0) hours" }
            let mins = stride(from: 0, to: 60, by: max(1, picker.minuteInterval)).map { ko ? "\($0)분" : "\($0) min" }
            let hourIndex = min(23, minutes / 60), minuteIndex = (minutes % 60) / max(1, picker.minuteInterval)
            drawWheels([Array(hours[max(0, hourIndex - 2)...min(23, hourIndex + 2)]),
                        Array(mins[max(0, minuteIndex - 2)...min(mins.count - 1, minuteIndex + 2)])], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            if minutes > 23 * 60 + 59 {
                svg.text("\(minutes / 60):\(String(format: "%02d", minutes % 60))", at: Point(x: frame.maxX, y: frame.y + 14), size: 13,
                         className: "hm-red-text", anchor: .end)
            }
            return 170
        }
        let date = ko ? "2026년 11월 22일" : "Nov 22, 2026"
        let time = ko ? "오전 9:41" : "9:41 AM"
        switch picker.style {
        case .compact:
            var x = frame.x
            for text in picker.mode == .time ? [time] : picker.mode == .date ? [date] : [date, time] {
                let width = TextMetrics.width(text, fontSize: 17) + 22
                svg.rect(Rect(x: x, y: frame.y, width: width, height: 34), radius: 8, className: "hm-fill")
                svg.text(text, at: Point(x: x + width / 2, y: frame.y + 23), size: 17, className: "hm-tint-text", anchor: .middle)
                x += width + 8
            }
            return 34
        case .inline:
            svg.text(ko ? "2026년 11월" : "November 2026", at: Point(x: frame.x, y: frame.y + 20), size: 17, className: "hm-label", weight: 600)
            let cell = frame.width / 7
            for day in 1...30 {
                let column = (day + 6 - 1) % 7, row = (day + 6 - 1) / 7
                let center = Point(x: frame.x + cell * (Double(column) + 0.5), y: frame.y + 48 + Double(row) * 34)
                if day == 22 { svg.circle(center: center, radius: 15, className: "hm-tint") }
                svg.text(String(day), at: Point(x: center.x, y: center.y + 6), size: 17, className: day == 22 ? "hm-on-tint" : "hm-label", anchor: .middle)
            }
            if picker.mode == .dateAndTime {
                svg.text(time, at: Point(x: frame.maxX, y: frame.y + 20), size: 17, className: "hm-tint-text", anchor: .end)
            }
            return 48 + 6 * 34
        case .wheels:
            let interval = max(1, picker.minuteInterval)
            let minutes = stride(from: 0, to: 60, by: interval).map { String(format: "%02d", $0) }
            let minuteWheel = Array(minutes.prefix(5))
            switch picker.mode {
            case .time:
                drawWheels([["7", "8", "9", "10", "11"], minuteWheel, ko ? ["오전", "오후"] : ["AM", "PM"]], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            case .dateAndTime:
                drawWheels([ko ? ["11월 20일", "11월 21일", "오늘", "11월 23일", "11월 24일"] : ["Fri Nov 20", "Sat Nov 21", "Today", "Mon Nov 23", "Tue Nov 24"],
                            ["7", "8", "9", "10", "11"], minuteWheel], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            default:
                drawWheels([ko ? ["9월", "10월", "11월", "12월", "1월"] : ["September", "October", "November", "December", "January"],
                            ["20", "21", "22", "23", "24"], ["2024", "2025", "2026", "2027", "2028"]], in: Rect(x: frame.x, y: frame.y, width: frame.width, height: 170))
            }
            return 170
        }
    }
}
