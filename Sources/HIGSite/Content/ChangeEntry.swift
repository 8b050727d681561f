import HIGControls

/// One line of a page's change log (`changes:` in its front matter): the day a guideline
/// changed and what changed, in the page's own language. Its twin page carries an entry of the
/// same date in the other language.
struct ChangeEntry: Hashable, Sendable {
    var date: ChangeDate
    var text: String
    /// Where the entry's `date:` is written, so a problem with it is reported at that line.
    var location: SourceLocation
}

/// A calendar day, `YYYY-MM-DD`, as change logs and feeds write it. Only real days are made:
/// 2026-02-30 is not one.
struct ChangeDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    /// Nil unless `text` is exactly four, two and two digits joined by `-`, naming a real day.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `2026-11-28`: the form of `<time datetime>` and of the front matter.
    var description: String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    static func < (lhs: ChangeDate, rhs: ChangeDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension [ChangeEntry] {
    /// Newest first; entries of one day keep the order they are written in. Authors may write
    /// the list in any order: the site always shows it this way.
    var newestFirst: [ChangeEntry] {
        enumerated().sorted { ($0.element.date, $1.offset) > ($1.element.date, $0.offset) }.map(\.element)
    }
}
