import HIGControls

/// A change log says the same in both languages: every dated entry of a page has an entry of
/// the same date on its twin, in the twin's language. (Dates and texts themselves are checked
/// as the front matter is read.)
enum ChangeLogCheck {
    /// Reported on the page that has the entry, at its `date:`, once per date; the twin reports
    /// its own entries that this page lacks.
    static func compare(_ page: Page, with twin: Page) -> [Diagnostic] {
        let twinDates = Set(twin.frontMatter.changes.map(\.date))
        var reported = Set<ChangeDate>()
        return page.frontMatter.changes.compactMap { entry in
            guard !twinDates.contains(entry.date), reported.insert(entry.date).inserted else { return nil }
            return Diagnostic(file: page.file.displayPath, location: entry.location,
                              problem: .translation(.changeOnlyHere(date: entry.date.description, missingIn: twin.language)),
                              notes: ["add an entry with 'date: \(entry.date)' to 'changes' in \(twin.file.displayPath)"])
        }
    }
}
