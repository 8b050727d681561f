import Foundation
@testable import HIGSite

/// The repository's own templates: the product under test, read from the source tree.
let repositoryTemplates = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("templates", isDirectory: true)

/// A small bilingual site in a temporary folder, with the repository's templates.
final class FixtureSite {
    let folder: TemporaryFolder

    init(_ files: [String: String] = FixtureSite.defaultFiles) throws {
        folder = try TemporaryFolder()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try folder.write("content/" + path, text)
        }
    }

    /// Stands in for the HIGRules registry, so fixtures can name rules.
    static let rules = RuleCatalog(ids: ["tab-bar.tab-count", "tab-bar.navigation-only", "switch.in-table-rows"])

    func options(output: String = "out", baseURL: String? = nil) -> BuildOptions {
        BuildOptions(content: UserPath("content", relativeTo: folder.url),
                     templates: UserPath(repositoryTemplates.path),
                     output: UserPath(output, relativeTo: folder.url),
                     baseURL: baseURL, rules: Self.rules)
    }

    func build(output: String = "out", baseURL: String? = nil) throws -> BuildReport {
        try SiteBuilder.build(options(output: output, baseURL: baseURL))
    }

    static func page(_ title: String, order: Int? = nil, _ body: String = "") -> String {
        "---\ntitle: \(title)\n" + (order.map { "order: \($0)\n" } ?? "") + "---\n\n" + body
    }

    static let defaultFiles: [String: String] = [
        "ko/_index.md": page("iOS 가이드라인", "iOS 디자인 가이드라인입니다.\n"),
        "en/_index.md": page("iOS Guidelines", "The iOS design guidelines.\n"),
        "ko/controls/_index.md": page("컨트롤", order: 1, "컨트롤 모음입니다.\n"),
        "en/controls/_index.md": page("Controls", order: 1, "All controls.\n"),
        "ko/bars/_index.md": page("바", order: 2, "바 모음입니다.\n"),
        "en/bars/_index.md": page("Bars", order: 2, "All bars.\n"),
        "ko/controls/switches.md": page("스위치", order: 2, """
            스위치는 [탭 바](../bars/tab-bars.md#tab-count)와 다릅니다.

            ## 테이블 행에 두세요 {#table-rows}

            | 위치 | 권장 |
            |:--|--:|
            | 테이블 | 예 |

            """),
        "en/controls/switches.md": page("Switches", order: 2, """
            A switch is not a [tab bar](../bars/tab-bars.md#tab-count).

            ## Put switches in table rows {#table-rows}

            | Place | Use |
            |:--|--:|
            | Table | Yes |

            """),
        "ko/controls/steppers.md": page("스테퍼", order: 1, "[스위치](switches.md#table-rows)를 보세요.\n"),
        "en/controls/steppers.md": page("Steppers", order: 1, "See [switches](switches.md#table-rows).\n"),
        "ko/bars/tab-bars.md": page("탭 바", order: 1, """
            ## 탭은 3~5개로 유지하세요 {#tab-count rule=tab-bar.tab-count}

            [위로](#tab-count), [Apple](https://developer.apple.com/design/).

            ## 배지 사용하기

            """),
        "en/bars/tab-bars.md": page("Tab Bars", order: 1, """
            ## Keep three to five tabs {#tab-count rule=tab-bar.tab-count}

            [Up](#tab-count), [Apple](https://developer.apple.com/design/).

            ## Using badges

            """),
    ]
}
