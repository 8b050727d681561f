import Foundation
import HIGControls

/// Picker wheels (five rows, the selected one marked `▸`) and date pickers.
extension ASCIIScreenRenderer {
    func wheelLines(_ components: [[String]], width: Int) -> [String] {
        let columnWidth = max(4, width / max(1, components.count))
        return (-2...2).map { offset in
            components.map { values -> String in
                let selected = max(0, values.count / 2)
                let index = selected + offset
                let value = values.indices.contains(index) ? values[index] : ""
                let text = offset == 0 ? "▸" + value : " " + value
                return Self.pad(text, to: columnWidth)
            }.joined()
        }
    }

    func datePickerLines(_ picker: DatePicker, width: Int) -> [String] {
        let ko = language == .ko
        if picker.mode == .countdownTimer {
            let minutes = picker.countdownMinutes ?? 60
            return wheelLines([[ko ? "\(minutes / 60)시간" : "\(minutes / 60) hours"], [ko ? "\(minutes % 60)분" : "\(minutes % 60) min"]], width: width)
        }
        let date = ko ? "2026년 11월 22일" : "Nov 22, 2026"
        let time = ko ? "오전 9:41" : "9:41 AM"
        switch picker.style {
        case .compact:
            return [(picker.mode == .time ? [time] : picker.mode == .date ? [date] : [date, time]).map { "[ " + $0 + " ]" }.joined(separator: " ")]
        case .inline:
            let header = ko ? "2026년 11월" : "November 2026"
            let days = ko ? "일 월 화 수 목 금 토" : "Su Mo Tu We Th Fr Sa"
            return [header, days, " 1  2  3  4  5  6  7", "…  ▸22◂  …"]
        case .wheels:
            let minute = String(format: "%02d", 0)
            switch picker.mode {
            case .time: return wheelLines([["8", "9", "10"], [minute, String(format: "%02d", max(1, picker.minuteInterval))], ko ? ["오전", "오후"] : ["AM", "PM"]], width: width)
            default: return wheelLines([ko ? ["10월", "11월", "12월"] : ["Oct", "Nov", "Dec"], ["21", "22", "23"], ["2025", "2026", "2027"]], width: width)
            }
        }
    }
}
