/// Labels and the controls people set a value with, and the indicators that show progress.
extension ControlReference {
    static let inputs: [ControlReference] = [
        ControlReference(.label,
            summary: Localized(ko: "레이블: 글자와 그 텍스트 스타일, 크기, 색상", en: "A label: text with its text style, size and colours"),
            keys: [
                Key("text", .text),
                Key("text-style", .choice, "large-title, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"),
                Key("font-size", .number, "1–1000 pt, *higsite*"),
                Key(["color", "background"], .color, "`#RRGGBB`, or `{red, green, blue}` with each channel 0–1; left out, the system's label and background colours, which follow light and dark appearance"),
            ],
            note: "`text-style` alone: the style at its size at the default text size (34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11 pt), which scales; `font-size` alone: a fixed size, which does not scale (`label.dynamic-type` flags it); both: a custom size that scales with the style; neither: 17 pt, scaling not stated. `label.legible-size` checks the size either way. A label read from app code has no `text-style` yet (the importers give its size only), so it counts as not stated, unless SwiftUI code fixes its size (`.font(.system(size: 20))`, `.custom(_:fixedSize:)`; `.custom(_:size:)` scales) or an Interface Builder file gives its font in points rather than as a text style (`<fontDescription pointSize=\"17\">`), which is `fixed`; `lint --show` writes its `font-size` alone",
            example: Localized(ko: """
                label: {text: 최근 항목, text-style: title2, color: "#6C6C70", background: "#FFFFFF"}
                """, en: """
                label: {text: Recents, text-style: title2, color: "#6C6C70", background: "#FFFFFF"}
                """)),
        ControlReference(.pageControl,
            summary: Localized(ko: "페이지 컨트롤: 몇 쪽 중 몇째 쪽인지 보여 주는 점", en: "A page control: dots for the pages and the current one"),
            keys: [
                Key("pages", .number, "whole, 0–1000, *higsite*"),
                Key("current", .index, "the index of a page: 0 to `pages` − 1; 0 when there are none"),
                Key("size", .size, "the tappable area, 0–10000 pt each way; left out for the standard size"),
            ],
            example: Localized(ko: """
                page-control: {pages: 5, current: 1}
                """, en: """
                page-control: {pages: 5, current: 1}
                """)),
        ControlReference(.picker,
            summary: Localized(ko: "피커: 돌려서 고르는 하나 이상의 휠", en: "A picker: one or more wheels of values"),
            keys: [
                Key("values", .list, "one wheel"),
                Key("components", .list, "several wheels, each a list of values"),
                Key("natural-order", .flag, "true when the order means something though it is not sorted, such as the days of the week; default false"),
            ],
            example: Localized(ko: """
                picker: {values: [광주, 대구, 대전, 부산, 서울, 울산, 인천]}
                """, en: """
                picker: {values: [Austin, Boston, Chicago, Denver, Miami, Seattle]}
                """)),
        ControlReference(.datePicker,
            summary: Localized(ko: "날짜 피커: 날짜, 시간, 카운트다운을 고르는 컨트롤", en: "A date picker: a date, a time or a countdown"),
            keys: [
                Key("style", .choice, "compact, inline, wheels"),
                Key("mode", .choice, "date, time, date-and-time, countdown-timer"),
                Key("minute-interval", .number, "whole minutes, 1–60: iOS takes 1–30 that divide 60, and the rule flags the rest"),
                Key("countdown", .text, "`H:MM`, 0:00–99:59, *higsite*"),
            ],
            example: Localized(ko: """
                date-picker: {style: wheels, mode: time, minute-interval: 15}
                """, en: """
                date-picker: {style: wheels, mode: time, minute-interval: 15}
                """)),
        ControlReference(.activityIndicator,
            summary: Localized(ko: "활동 표시기: 끝을 알 수 없는 작업 중에 도는 표시", en: "An activity indicator: a spinner while work of unknown length goes on"),
            keys: [
                Key("label", .text),
                Key("animating", .flag, "default true"),
                Key("hides-when-stopped", .flag, "default true"),
                Key("measurable", .flag, "true when the work's length is known (bytes to download, items to process); default false"),
            ],
            example: Localized(ko: """
                activity-indicator: {label: 사진 3장 올리는 중}
                """, en: """
                activity-indicator: {label: Uploading 3 photos}
                """)),
        ControlReference(.progressBar,
            summary: Localized(ko: "진행 막대: 얼마나 끝났는지 보여 주는 막대", en: "A progress bar: how much of a task is done"),
            keys: [
                Key("progress", .number, "0–1; −100–100 decodes, *higsite*, so a percentage such as `60` is flagged by the rule"),
                Key("label", .text),
            ],
            example: Localized(ko: """
                progress-bar: {progress: 0.4, label: 12개 중 5개 내려받음}
                """, en: """
                progress-bar: {progress: 0.4, label: 5 of 12 downloaded}
                """)),
        ControlReference(.refreshControl,
            summary: Localized(ko: "새로 고침 컨트롤: 목록을 당겨서 새로 고칠 때의 표시", en: "A refresh control: shown when a list is pulled to refresh"),
            keys: [
                Key("title", .text),
            ],
            example: Localized(ko: """
                refresh-control: {title: 마지막 업데이트 오전 9:41}
                """, en: """
                refresh-control: {title: Last updated 9:41 AM}
                """)),
        ControlReference(.segmentedControl,
            summary: Localized(ko: "세그먼트 컨트롤: 서로 배타적인 선택지 몇 개", en: "A segmented control: a few mutually exclusive choices"),
            keys: [
                Key("segments", .list, "titles, or `{title, image}`"),
                Key("selected", .index, "the index of a segment: 0 to count − 1; `null` for none; 0 when left out"),
                Key("size", .size, "the tappable area of the whole control, shared equally by the segments, 0–10000 pt each way; left out for the standard size"),
                Key("width", .number, "alone, 0–10000 pt: a width chosen with the system's height, whose segments are then judged by their width only; not with `size`"),
            ],
            example: Localized(ko: """
                segmented-control: {segments: [지도, 대중교통, 위성], selected: 0}
                """, en: """
                segmented-control: {segments: [Map, Transit, Satellite], selected: 0}
                """)),
        ControlReference(.slider,
            summary: Localized(ko: "슬라이더: 범위 안에서 값을 끌어서 고르는 막대", en: "A slider: drag to pick a value in a range"),
            keys: [
                Key(["value", "min", "max"], .number, "each −1000000000–1000000000, *higsite*"),
                Key("purpose", .text, "what the value sets, such as brightness or volume"),
            ],
            example: Localized(ko: """
                slider: {value: 0.7, purpose: brightness}
                """, en: """
                slider: {value: 0.7, purpose: brightness}
                """)),
        ControlReference(.stepper,
            summary: Localized(ko: "스테퍼: 값을 한 단계씩 올리고 내리는 두 버튼", en: "A stepper: two buttons that raise and lower a value a step at a time"),
            keys: [
                Key(["value", "min", "max"], .number, "each −1000000000–1000000000, *higsite*"),
                Key("step", .number, "more than 0, at most 1000000000; iOS refuses 0"),
                Key("value-label", .text),
                Key("size", .size, "the tappable area of both halves together, 0–10000 pt each way; left out for the standard size"),
            ],
            example: Localized(ko: """
                stepper: {value: 2, min: 1, max: 10, value-label: "매수: 2"}
                """, en: """
                stepper: {value: 2, min: 1, max: 10, value-label: "Copies: 2"}
                """)),
        ControlReference(.switch,
            summary: Localized(ko: "스위치: 켬과 끔 두 상태", en: "A switch: on or off"),
            keys: [
                Key("on", .flag, "default true"),
                Key("label", .text),
                Key("state-label", .text, "a text beside it that says the state, such as On"),
            ],
            note: "A switch belongs in a table row (`accessory: switch`), as the example shows",
            example: Localized(ko: """
                table: {style: inset-grouped, rows: [{title: Wi-Fi, accessory: switch}, {title: 블루투스, accessory: switch, on: false}]}
                """, en: """
                table: {style: inset-grouped, rows: [{title: Wi-Fi, accessory: switch}, {title: Bluetooth, accessory: switch, on: false}]}
                """)),
        ControlReference(.textField,
            summary: Localized(ko: "텍스트 필드: 한 줄 입력 칸과 그 키보드", en: "A text field: a one-line input and its keyboard"),
            keys: [
                Key("content", .choice, "text, name, email, password, phone, url, number, search, one-time-code"),
                Key("keyboard", .choice, "default, ascii, email, phone-pad, url, number-pad, decimal-pad, web-search; left out, the one the `content` suits"),
                Key("secure", .flag, "the text is hidden, as a password's"),
                Key("clear-button", .flag),
                Key("placeholder", .text),
                Key("label", .text),
                Key("text", .text),
            ],
            example: Localized(ko: """
                text-field: {label: 이메일, placeholder: name@example.com, content: email}
                """, en: """
                text-field: {label: Email, placeholder: name@example.com, content: email}
                """)),
        ControlReference(.colorWell,
            summary: Localized(ko: "색상 웰: 고른 색상을 보여 주고 색상 피커를 여는 원", en: "A color well: shows the chosen colour and opens the colour picker"),
            keys: [
                Key("title", .text, "what the colour is for; `…` when the source computes it"),
                Key("color", .color, "the selected colour, `#RRGGBB`; none selected when left out"),
                Key("opacity", .flag, "whether a colour that is not opaque can be picked; true when left out, as in UIKit and SwiftUI"),
            ],
            example: Localized(ko: """
                color-well: {title: 글자 색상, color: "#FF9500"}
                """, en: """
                color-well: {title: Text Color, color: "#FF9500"}
                """)),
        ControlReference(.gauge,
            summary: Localized(ko: "게이지: 범위 안의 현재 값을 보여 주는 표시", en: "A gauge: a value shown within its range"),
            keys: [
                Key(["value", "min", "max"], .number, "each −1000000000–1000000000, *higsite*; 0.5, 0 and 1 when left out"),
                Key(["value-known", "range-known"], .flag, "false when the app computes them: no rule judges them then"),
                Key("style", .choice, "linear-capacity, accessory-linear, accessory-linear-capacity, accessory-circular, accessory-circular-capacity: SwiftUI's gauge styles, linear-capacity when left out"),
                Key(["label", "current-value-label", "min-label", "max-label"], .text),
            ],
            example: Localized(ko: """
                gauge: {value: 0.72, style: accessory-circular-capacity, label: 배터리, current-value-label: 72%, min-label: 0%, max-label: 100%}
                """, en: """
                gauge: {value: 0.72, style: accessory-circular-capacity, label: Battery, current-value-label: 72%, min-label: 0%, max-label: 100%}
                """)),
        ControlReference(.keyboard,
            summary: Localized(ko: "키보드: 텍스트 필드의 keyboard 키로 정하고 함께 그림", en: "A keyboard: set with a text field's keyboard key, drawn with it"),
            lead: "no keys of its own: a keyboard is a `text-field`'s `keyboard` (and its `content`), and the keyboard rules judge every text field",
            keys: [],
            example: Localized(ko: """
                text-field: {label: 전화번호, content: phone, keyboard: phone-pad}
                """, en: """
                text-field: {label: Phone, content: phone, keyboard: phone-pad}
                """)),
    ]
}
