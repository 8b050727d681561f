import HIGControls

/// English button titles in title case: every word capitalised except articles, coordinating
/// conjunctions and prepositions of four letters or fewer, unless first or last.
enum ButtonTitleCaseRule {
    /// Articles, coordinating conjunctions and prepositions of four letters or fewer.
    static let minorWords: Set<String> = [
        "a", "an", "the",
        "and", "but", "or", "nor", "for", "so", "yet",
        "as", "at", "by", "down", "from", "in", "into", "like", "near", "of", "off", "on", "onto", "out", "over", "past",
        "per", "than", "to", "up", "upon", "via", "with",
    ]

    /// Minor words that also serve as the particle of a phrasal verb ("Turn On", "Sign Up"), capitalised
    /// there by convention: accepted in either case inside a title.
    static let particles: Set<String> = ["down", "in", "off", "on", "out", "over", "up"]

    /// The words of `title` that break title case and the title as it should read; nil when the title
    /// is in title case, set in capitals throughout (a style, not a case), or not in Latin script.
    /// A word in capitals (an acronym such as PDF) keeps them, and a value the code puts in (`…`)
    /// counts as a word: in "Upgrade for …", `for` is not the last word.
    static func correction(of title: String) -> (words: [String], corrected: String)? {
        guard ControlsText.isLatinScript(title) else { return nil }
        let letters = title.filter(\.isLetter)
        guard letters.count < 2 || letters.contains(where: \.isLowercase) else { return nil }
        var words = title.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let lettered = words.indices.filter { words[$0].contains { $0.isLetter || $0.isNumber } }
        guard let first = lettered.first,
              let last = words.indices.last(where: { words[$0].contains { $0.isLetter || $0.isNumber || $0 == "…" } }) else { return nil }
        var wrong: [String] = []
        for (position, index) in lettered.enumerated() {
            var word = words[index]
            guard let start = word.firstIndex(where: { $0.isLetter || $0.isNumber }), word[start].isLetter else { continue }
            var core = word[start...].prefix { $0.isLetter || $0.isNumber || "'’-.@/".contains($0) }
            while let end = core.last, !(end.isLetter || end.isNumber) { core = core.dropLast() }
            let head = word[start]
            // Brand names (iPhone, eBay), addresses and file names keep their own spelling.
            if head.isLowercase && core.dropFirst().contains(where: \.isUppercase) { continue }
            if core.contains(where: { ".@/".contains($0) }) { continue }
            if core.count > 1, !core.contains(where: \.isLowercase) { continue }
            let lower = core.lowercased()
            let startsPhrase = index == first || index == last || (position > 0 && words[lettered[position - 1]].hasSuffix(":"))
            if !startsPhrase && minorWords.contains(lower) {
                guard head.isUppercase, !particles.contains(lower) else { continue }
                word.replaceSubrange(start...start, with: head.lowercased())
            } else {
                guard head.isLowercase else { continue }
                word.replaceSubrange(start...start, with: head.uppercased())
            }
            wrong.append(String(core))
            words[index] = word
        }
        return wrong.isEmpty ? nil : (wrong, words.joined(separator: " "))
    }

    static let rule = Rule(
        id: "button.title-case", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "title-case"),
        title: Localized(ko: "영문 버튼 제목은 타이틀 케이스로", en: "English button titles in title case"),
        summary: Localized(
            ko: "로마자로 쓴 버튼 제목에서 관사, 등위 접속사, 네 글자 이하의 전치사를 뺀 모든 단어가 대문자로 시작하는지 확인합니다. 관사, 접속사, 짧은 전치사도 제목의 처음이나 끝에 오면 대문자로 씁니다. 대소문자가 일관되면 버튼이 시스템의 다른 버튼과 같은 목소리로 읽힙니다. 한글 제목, 모두 대문자로 쓴 제목, 대문자로만 쓴 단어(PDF)는 검사하지 않습니다.",
            en: "Checks that every word of a title in Latin script starts with a capital letter, except articles, coordinating conjunctions and prepositions of four letters or fewer, which are capitalised only as the first or last word. Consistent capitalisation makes a button read like the rest of the system. Korean titles, titles set in capitals throughout, and words in capitals (PDF) are not checked."),
        threshold: Localized(ko: "소문자로 두는 전치사는 네 글자 이하", en: "Prepositions of four letters or fewer stay lower case"),
        examples: [
            .passing(Localized(ko: "타이틀 케이스로 쓴 제목", en: "A title in title case"),
                     Screen(content: [.button(Button(title: "Add to Reading List"))]), labels: .only(.en)),
            .passing(Localized(ko: "한글 제목은 검사하지 않음", en: "Korean titles are not checked"),
                     Screen(content: [.button(Button(title: "읽기 목록에 추가"))]), labels: .only(.ko)),
            .failing(Localized(ko: "문장처럼 쓴 제목", en: "A title in sentence case"),
                     Screen(content: [.button(Button(title: "Add to reading list"))]),
                     at: "content[0].button.title", labels: .only(.en)),
            .failing(Localized(ko: "짧은 전치사를 대문자로 쓴 제목", en: "A short preposition capitalised"),
                     Screen(content: [.button(Button(title: "Save To Files"))]),
                     at: "content[0].button.title", labels: .only(.en)),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .button(let button) = element, let title = button.title,
                      let (words, corrected) = correction(of: title) else { return nil }
                let list = words.map { "‘\($0)’" }.joined(separator: ", ")
                return Finding(path.key("title"), Localized(
                    ko: "버튼 제목 ‘\(title)’에서 \(list)의 대소문자가 타이틀 케이스에 맞지 않습니다. 바르게 쓰면 ‘\(corrected)’입니다.",
                    en: "The button title ‘\(title)’ is not in title case (\(list)); write ‘\(corrected)’."))
            }
        }
    )
}
