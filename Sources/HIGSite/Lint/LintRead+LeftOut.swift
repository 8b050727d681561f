import HIGControls

extension LintRead.LeftOut {
    /// `; left out: 1,201 data files, 27 macOS files, 4 macOS branches, 2 excluded paths`
    /// (`; 읽지 않음: 데이터 파일 1,201개, …`), or nothing when nothing was.
    func text(in language: Language) -> String {
        switch language {
        case .ko:
            let viewsElsewhere = watchOSFiles > 0 ? "macOS나 watchOS 코드" : "macOS 코드"
            let parts = [(dataFiles, "데이터 파일"), (macOSFiles, "macOS 파일"), (watchOSFiles, "watchOS 파일"),
                         (macOSBranches, "#if os(macOS) 분기"), (macOSViews, "\(viewsElsewhere)만 보여 주는 뷰"), (excluded, "제외된 경로")]
                .filter { $0.0 > 0 }
                .map { count, name in "\(name) \(Self.grouped(count))개" }
            return parts.isEmpty ? "" : "; 읽지 않음: " + parts.joined(separator: ", ")
        case .en:
            let viewsElsewhere = watchOSFiles > 0 ? "macOS or watchOS code" : "macOS code"
            let parts = [(dataFiles, "data file", "data files"), (macOSFiles, "macOS file", "macOS files"),
                         (watchOSFiles, "watchOS file", "watchOS files"),
                         (macOSBranches, "#if os(macOS) branch", "#if os(macOS) branches"),
                         (macOSViews, "view only \(viewsElsewhere) shows", "views only \(viewsElsewhere) shows"),
                         (excluded, "excluded path", "excluded paths")]
                .filter { $0.0 > 0 }
                .map { count, one, many in "\(Self.grouped(count)) \(count == 1 ? one : many)" }
            return parts.isEmpty ? "" : "; left out: " + parts.joined(separator: ", ")
        }
    }

    /// `1201` as `1,201`, the same on every machine (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
