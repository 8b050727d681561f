/// Views that hold content: search, lists, collections, scrolling, images, split views and text.
extension ControlReference {
    static let views: [ControlReference] = [
        ControlReference(.searchBar,
            summary: Localized(ko: "검색 바: 검색어 칸, 범위, 토큰, 추천 검색어", en: "A search bar: its field, scopes, tokens and suggestions"),
            keys: [
                Key(["placeholder", "text"], .text),
                Key(["clear-button", "cancel-button"], .flag),
                Key("scopes", .list, "titles of the scope bar under the field"),
                Key("prompt", .text, "a line over the field"),
                Key("tokens", .list, "the tokens in the field, before its text"),
                Key("suggestions", .list, "listed under the field"),
                Key("suggestions-title", .text, "a heading over them, such as 최근 검색"),
            ],
            example: Localized(ko: """
                search-bar: {placeholder: 음악 검색, scopes: [전체, 앨범, 아티스트]}
                """, en: """
                search-bar: {placeholder: Search Music, scopes: [All, Albums, Artists]}
                """)),
        ControlReference(.table,
            summary: Localized(ko: "테이블: 행의 목록과 그 스타일, 액세서리, 밀어서 하는 동작", en: "A table: a list of rows, their styles, accessories and swipe actions"),
            keys: [
                Key("style", .choice, "plain, grouped, inset-grouped"),
                Key("rows", .list, "`title`, `detail`, `style`: basic, subtitle, right-detail, left-detail, `accessory`: none, disclosure-indicator, detail-disclosure-button, checkmark, switch, `on`, `swipe-actions`: titles, or `{title, icon, role: destructive|cancel, edge: leading|trailing}` with `trailing` the default, each edge's outermost action first"),
                Key("index", .list, "the titles of the index along the trailing edge"),
                Key("refresh-control", .mapping, "a `refresh-control`"),
            ],
            example: Localized(ko: """
                table:
                  style: plain
                  rows:
                    - {title: 기본 행}
                    - {title: 부제, detail: 작은 글씨의 두 번째 줄, style: subtitle}
                    - {title: 오른쪽 세부, detail: 값, style: right-detail, accessory: disclosure-indicator}
                    - {title: 왼쪽, detail: 세부 정보, style: left-detail}
                    - {title: 선택됨, accessory: checkmark}
                    - {title: 밀어서 삭제, swipe-actions: [{title: 삭제, role: destructive}, 깃발]}
                """, en: """
                table:
                  style: plain
                  rows:
                    - {title: Basic row}
                    - {title: Subtitle, detail: A second line in smaller type, style: subtitle}
                    - {title: Right detail, detail: Value, style: right-detail, accessory: disclosure-indicator}
                    - {title: Left, detail: Detail, style: left-detail}
                    - {title: Selected, accessory: checkmark}
                    - {title: Swipe to delete, swipe-actions: [{title: Delete, role: destructive}, Flag]}
                """)),
        ControlReference(.collection,
            summary: Localized(ko: "컬렉션: 격자로 놓인 항목", en: "A collection: items laid out in a grid"),
            keys: [
                Key("items", .list, "`title`, `size`: 0–10000 pt each way, default 100x100"),
                Key("refresh-control", .mapping, "a `refresh-control`"),
            ],
            example: Localized(ko: """
                collection: {items: [{size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}]}
                """, en: """
                collection: {items: [{size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}, {size: 110x110}]}
                """)),
        ControlReference(.scrollView,
            summary: Localized(ko: "스크롤 뷰: 화면보다 큰 내용을 넘기거나 확대하는 영역", en: "A scroll view: content larger than the screen, scrolled or zoomed"),
            keys: [
                Key("axis", .choice, "vertical, horizontal, both"),
                Key("paging", .flag),
                Key(["min-zoom", "max-zoom"], .number, "scales 0.01–100, *higsite*; max not below min"),
                Key("content", .list, "elements, as in a screen's content"),
            ],
            example: Localized(ko: """
                scroll-view: {axis: horizontal, paging: true, content: [{image-view: {size: 300x160}}, {page-control: {pages: 4}}]}
                """, en: """
                scroll-view: {axis: horizontal, paging: true, content: [{image-view: {size: 300x160}}, {page-control: {pages: 4}}]}
                """)),
        ControlReference(.imageView,
            summary: Localized(ko: "이미지 뷰: 이미지 한 장이나 애니메이션", en: "An image view: a still image or an animation"),
            keys: [
                Key("size", .size, "a still image, 0–10000 pt each way"),
                Key("frames", .list, "an animation: the size of each frame, 0–10000 pt each way"),
                Key("description", .text, "what the image shows, for VoiceOver"),
            ],
            example: Localized(ko: """
                image-view: {frames: [40x40, 40x40, 40x40, 40x40]}
                """, en: """
                image-view: {frames: [40x40, 40x40, 40x40, 40x40]}
                """)),
        ControlReference(.splitView,
            summary: Localized(ko: "분할 뷰: 사이드바와 세부 화면을 나란히 두는 두세 열", en: "A split view: two or three columns, a sidebar beside the detail"),
            keys: [
                Key("sidebar", .mapping, "a `sidebar`, below"),
                Key("supplementary", .mapping, "the middle column of a three-column split view: `title`, `rows` (titles), `selected` (the index of a row: 0 to count − 1), `selection-known`"),
                Key("detail", .text, "the title of what the detail shows; left out, nothing is selected yet"),
                Key("visibility", .choice, "automatic, all, double-column, detail-only: `NavigationSplitViewVisibility`, UIKit's `preferredDisplayMode`; default automatic"),
            ],
            note: "Two columns, or three with `supplementary`: the system has no more. On iPad the columns are drawn side by side, the sidebar floating on glass (iPadOS 26) or as an edge-to-edge column with `style: classic`; on iPhone the split view is drawn collapsed, as the sidebar's list. The rules judge it as it shows at a regular width",
            example: Localized(ko: """
                split-view: {sidebar: {items: [{title: 받은 편지함, icon: tray, selected: true}, {title: 보낸 편지함, icon: paperplane}]}, supplementary: {title: 받은 편지함, rows: [점심 약속, 항공편 안내], selected: 1}, detail: 항공편 안내}
                """, en: """
                split-view: {sidebar: {items: [{title: Inbox, icon: tray, selected: true}, {title: Sent, icon: paperplane}]}, supplementary: {title: Inbox, rows: [Lunch plans, Flight details], selected: 1}, detail: Flight details}
                """)),
        ControlReference(.sidebar,
            summary: Localized(ko: "사이드바: 앱의 최상위 영역을 나열하는 목록", en: "A sidebar: the list of an app's top-level areas"),
            keys: [
                Key("items", .list, "titles, or `{title, icon, children, expanded, selected}`: `icon` an SF Symbols name, `children` the items of a group, nested at most 8 levels (*higsite*; the hierarchy rule flags a third), `expanded` default true"),
                Key("items-known", .flag, "false when the items come from data, as in an `OutlineGroup`: the rules about levels and symbols stay silent"),
                Key("selection-known", .flag, "false when the selection is the app's state"),
            ],
            example: Localized(ko: """
                sidebar: {items: [{title: 오늘, icon: calendar}, {title: 프로젝트, children: [{title: 정원, icon: leaf}]}]}
                """, en: """
                sidebar: {items: [{title: Today, icon: calendar}, {title: Projects, children: [{title: Garden, icon: leaf}]}]}
                """)),
        ControlReference(.disclosureGroup,
            summary: Localized(ko: "디스클로저 그룹: 펼치고 접는 행 묶음", en: "A disclosure group: rows that expand and collapse"),
            keys: [
                Key("title", .text, "left out: none"),
                Key("expanded", .flag, "default false, as SwiftUI's `DisclosureGroup` starts"),
                Key("rows", .list, "texts, or nested groups `{title, expanded, rows}`, at most 8 levels, *higsite*"),
                Key("rows-known", .flag, "false when the rows are not all written"),
            ],
            example: Localized(ko: """
                disclosure-group: {title: 고급 내보내기 옵션, expanded: true, rows: [가린 슬라이드 포함, {title: 서체, rows: [서체 포함]}]}
                """, en: """
                disclosure-group: {title: Advanced Export Options, expanded: true, rows: [Include hidden slides, {title: Fonts, rows: [Embed fonts]}]}
                """)),
        ControlReference(.textView,
            summary: Localized(ko: "텍스트 뷰: 여러 줄 글자, 편집 여부, 데이터 감지", en: "A text view: several lines of text, editable or not, with data detectors"),
            keys: [
                Key("text", .text),
                Key("editable", .flag, "default true, as `UITextView`'s `isEditable`"),
                Key(["text-style", "font-size"], .choice, "as a label's; `font-size` 1–1000 pt, *higsite*"),
                Key("data-detectors", .list, "phone-number, link, address, calendar-event, shipment-tracking-number, flight-number, lookup-suggestion, money, physical-value"),
                Key("height", .number, "0–10000 pt, *higsite*, default 120"),
                Key(["editable-known", "data-detectors-known"], .flag, "false when the app's code sets them"),
            ],
            example: Localized(ko: """
                text-view: {text: 02-123-4567로 전화 주세요., editable: false, text-style: body, data-detectors: [phone-number]}
                """, en: """
                text-view: {text: Call us at 555-0123., editable: false, text-style: body, data-detectors: [phone-number]}
                """)),
        ControlReference(.webView,
            summary: Localized(ko: "웹 뷰: 앱 안에 보이는 웹 페이지", en: "A web view: a web page shown in the app"),
            keys: [
                Key("title", .text, "the address or page shown"),
                Key("visits-pages", .flag, "people follow links to other pages in it; default false"),
                Key("back-forward", .flag, "buttons or the swipe gestures let them go back and forward; default false"),
            ],
            example: Localized(ko: """
                web-view: {title: help.example.com, visits-pages: true, back-forward: true}
                """, en: """
                web-view: {title: help.example.com, visits-pages: true, back-forward: true}
                """)),
    ]
}
