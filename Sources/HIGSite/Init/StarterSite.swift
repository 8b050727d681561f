import Foundation

/// The bilingual site `higsite init` writes: a home page, a section and one guideline page per
/// language (a guideline that names a rule, and a mockup of it), a glossary, a `higsite.yaml`
/// and a `.gitignore` for the output. It builds and checks without a single diagnostic (tested).
package enum StarterSite {
    /// Every file by its path in the new site, in the order they are written.
    package static let files: [(path: String, text: String)] = [
        (".gitignore", "/_site/\n"),
        (SiteConfiguration.fileName, """
            # higsite's settings for this site. Every key is optional; paths are taken from this
            # file's folder, and options on the command line win (higsite's docs/configuration.md).
            content: content
            output: _site
            # A theme folder over the built-in theme; 'higsite init --theme' writes one.
            # templates: templates
            # The public address, for sitemap.xml and canonical links.
            # base-url: https://example.com/guidelines
            site:
              ko:
                title: 디자인 가이드라인
                description: 우리 앱의 iOS 디자인 가이드라인입니다.
              en:
                title: Design Guidelines
                description: The iOS design guidelines of our app.
            # This site's guidelines are the ones the built-in rules enforce: 'higsite check' holds
            # each rule's guideline (on a page with the rule's page id) to list the rule. Remove the
            # line when your guidelines are your own; name a rule on one with {#id rule=RULE-ID}.
            rule-guidelines: true
            # What 'higsite lint' runs on your screens.
            lint:
              severity: warning

            """),
        ("content/glossary.yaml", """
            # One Korean term per concept, and the variants to avoid; higsite checks Korean pages against it.
            - en: label
              ko: 레이블
              avoid: [라벨]

            """),
        ("content/ko/_index.md", """
            ---
            title: 디자인 가이드라인
            summary: 우리 앱의 iOS 디자인 가이드라인입니다.
            ---

            이 사이트는 `higsite init`으로 만들었습니다. 각 페이지는 `content/ko`와 `content/en`에
            같은 경로로 있고, 지침마다 그 지침을 검사하는 규칙이 붙어 있습니다. 스크린숏은 페이지
            옆에 PNG나 JPEG 파일로 두고 `![화면 설명](screenshot.png)`처럼 넣으면 함께 게시됩니다.

            먼저 [레이블](controls/labels.md) 페이지를 보세요.

            """),
        ("content/en/_index.md", """
            ---
            title: Design Guidelines
            summary: The iOS design guidelines of our app.
            ---

            `higsite init` made this site. Every page sits at the same path under `content/ko` and
            `content/en`, and each guideline carries the rule that checks it. Put a screenshot
            beside a page as a PNG or JPEG file and show it with `![what it shows](screenshot.png)`: it is
            published with the page.

            Start with the [labels](controls/labels.md) page.

            """),
        ("content/ko/controls/_index.md", """
            ---
            title: 컨트롤
            order: 1
            summary: 사람이 읽고 누르는 화면 요소입니다.
            ---

            """),
        ("content/en/controls/_index.md", """
            ---
            title: Controls
            order: 1
            summary: The elements of a screen that people read and touch.
            ---

            """),
        ("content/ko/controls/labels.md", """
            ---
            title: 레이블
            summary: 레이블은 짧은 글을 보여 주기만 하는 요소입니다.
            component: label
            uikit: [UILabel]
            ---

            레이블은 화면에 글을 보여 주지만 누를 수는 없습니다.

            ## 레이블을 읽기 쉽게 만드세요 {#legible rule=label.legible-size}

            글자가 11포인트보다 작으면 읽기 어렵습니다. 아래 그림은 본문(body) 텍스트 스타일의 17포인트 레이블로, 사용자가 고른 글자 크기에 맞춰 커집니다.

            ```mockup
            label: {text: 최근 항목, text-style: body}
            caption: 본문 스타일의 레이블
            ```

            """),
        ("content/en/controls/labels.md", """
            ---
            title: Labels
            summary: A label only shows a short text.
            component: label
            uikit: [UILabel]
            ---

            A label shows text on the screen; it does not respond to a tap.

            ## Make labels legible {#legible rule=label.legible-size}

            Text smaller than 11 points is hard to read. The figure shows a label in the Body text style: 17 points at the default text size, and larger when people choose larger text.

            ```mockup
            label: {text: Recent Items, text-style: body}
            caption: A label in the Body style
            ```

            """),
    ]

    /// The starter site's files as bytes.
    package static var bytes: [(path: String, bytes: [UInt8])] {
        files.map { ($0.path, Array($0.text.utf8)) }
    }
}
