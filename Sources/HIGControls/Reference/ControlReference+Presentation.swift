/// Buttons, menus and what is presented over a screen: alerts, action sheets, sheets, popovers.
extension ControlReference {
    static let presentation: [ControlReference] = [
        ControlReference(.button,
            summary: Localized(ko: "버튼: 제목이나 아이콘, 모양(style), 역할(role)", en: "A button: its title or icon, style and role"),
            keys: [
                Key("kind", .choice, "system, detail-disclosure, info, add-contact"),
                Key("title", .text),
                Key("icon", .text, "an SF Symbols name"),
                Key("style", .choice, "plain, gray, tinted, filled; default plain"),
                Key("role", .choice, "destructive, cancel"),
                Key("bordered", .flag, "`true` without a `style`: a background whose style is not known, as the app importers read `.bordered`; the style rules leave it alone; it may not contradict `style`"),
                Key("size", .size, "0–10000 pt each way"),
                Key("accessibility-label", .text, "what VoiceOver speaks for an icon-only button"),
            ],
            example: Localized(ko: """
                button: {title: 계정 삭제, style: tinted, role: destructive}
                """, en: """
                button: {title: Delete Account, style: tinted, role: destructive}
                """)),
        ControlReference(.editMenu,
            summary: Localized(ko: "편집 메뉴: 선택한 글자 위에 뜨는 명령 줄", en: "An edit menu: the row of commands over selected text"),
            keys: [
                Key("commands", .list, "titles; system commands are recognised by name"),
                Key("selection", .flag, "whether something is selected"),
            ],
            example: Localized(ko: """
                edit-menu: {commands: [잘라내기, 복사, 붙여넣기, 번역], selection: true}
                """, en: """
                edit-menu: {commands: [Cut, Copy, Paste, Translate], selection: true}
                """)),
        ControlReference(.menu,
            summary: Localized(ko: "메뉴: 풀다운, 팝업, 컨텍스트 메뉴와 그 항목", en: "A menu: pull-down, pop-up or context, and its items"),
            lead: "a menu and where it opens from",
            keys: [
                Key("presentation", .choice, "pull-down, the default: a button that opens a menu of related commands; pop-up: a button that shows the checked option and opens the alternatives; context: a menu shown on touch and hold over a dimmed screen"),
                Key("button", .mapping, "the button a pull-down or pop-up menu opens from, written as a `button`; a pop-up button without one shows its checked item"),
                Key("preview", .text, "what a context menu's preview shows, in words"),
                Key("primary-action", .flag, "true when the button acts on a tap and opens its menu only on touch and hold, as SwiftUI's `Menu(…, primaryAction:)`; default false"),
                Key("title", .text, "the menu's title"),
                Key("items", .list, "each a title, `{title, icon, role, disabled, checked, items}` with `role` destructive or unknown (a role the code computes, which no rule judges) and `items` a submenu, or `{group: [items], title}` for a group set apart by separators; at most 200 items, submenus' included, and 5 levels of submenus, *higsite*"),
                Key("items-known", .flag, "false when the items come from data, a condition or a view the importer does not read; the rules about length, order, groups and the checked option then stay silent; default true"),
                Key("selection-known", .flag, "false when the checked option is the app's value, as a SwiftUI `Picker`'s binding; default true"),
            ],
            note: "A title the code computes is `…`",
            example: Localized(ko: """
                menu: {presentation: context, preview: 사진, items: [{title: 공유, icon: square.and.arrow.up}, {group: [{title: 삭제, icon: trash, role: destructive}]}]}
                """, en: """
                menu: {presentation: context, preview: Photo, items: [{title: Share, icon: square.and.arrow.up}, {group: [{title: Delete, icon: trash, role: destructive}]}]}
                """)),
        ControlReference(.alert,
            summary: Localized(ko: "경고창: 제목, 메시지, 버튼", en: "An alert: title, message and buttons"),
            keys: [
                Key("title", .text),
                Key("message", .text),
                Key("buttons", .list, "each a title, or `{title, role}` with `role` cancel or destructive"),
                Key("preferred", .index, "the index of the default button, drawn in bold; `preferredAction` in UIKit"),
                Key("text-fields", .list, "placeholders"),
                Key("cancel-known", .flag, "false when the app's framework may add a Cancel button of its own, as SwiftUI may beside a lone destructive action; the rule that asks for one then stays silent; default true"),
            ],
            note: "Two buttons sit side by side, others stack",
            example: Localized(ko: """
                alert: {title: 앨범을 삭제할까요?, buttons: [{title: 취소, role: cancel}, {title: 삭제, role: destructive}]}
                """, en: """
                alert: {title: Delete This Album?, buttons: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                """)),
        ControlReference(.actionSheet,
            summary: Localized(ko: "액션 시트: 아래에서 올라오는 선택지 목록", en: "An action sheet: choices that rise from the bottom"),
            keys: [
                Key("title", .text),
                Key("message", .text),
                Key("buttons", .list, "as in an alert; a cancel button is drawn apart, at the bottom"),
                Key("order-known", .flag, "false when the app's framework may reorder the buttons, as SwiftUI's `confirmationDialog` does by role; the order rules then stay silent; default true"),
            ],
            example: Localized(ko: """
                action-sheet: {title: 이 사진을 어떻게 할까요?, buttons: [{title: 사진 삭제, role: destructive}, 복제, {title: 취소, role: cancel}]}
                """, en: """
                action-sheet: {title: What should happen to this photo?, buttons: [{title: Delete Photo, role: destructive}, Duplicate, {title: Cancel, role: cancel}]}
                """)),
        ControlReference(.sheet,
            summary: Localized(ko: "시트: 화면 위로 올라오는 카드, 높이(detent)와 위쪽 버튼", en: "A sheet: a card over the screen, its detents and top-bar buttons"),
            lead: "a sheet (`UISheetPresentationController`, SwiftUI's `.sheet`) or a full-screen cover",
            keys: [
                Key("style", .choice, "page, form, full-screen; default page: on iPhone page and form are the same card, on iPad a tall centred card and a smaller one"),
                Key("detents", .list, "each `medium`, `large`, `{height: points}` with a height more than 0 and at most 2000 pt, or `{fraction: share}` more than 0 and at most 1; default `[large]`; drawn at the smallest, where UIKit first shows a sheet"),
                Key("detents-known", .flag, "false when the app sets them from a value; default true"),
                Key("grabber", .flag, "true, false or unknown; default false, UIKit's `prefersGrabberVisible`"),
                Key("swipe-to-dismiss", .flag, "true, false or unknown; default true; false for `interactiveDismissDisabled()`, `isModalInPresentation`"),
                Key("title", .text),
                Key(["leading", "trailing"], .list, "the top bar's buttons: a title, or `{title, role}` with `role` cancel, close, confirm or back; `Cancel`/`취소`, `Done`/`완료`, `Close`/`닫기`, `Back`/`뒤로` have their role without it; `{role: close}` alone is drawn ✕"),
                Key("buttons-known", .flag, "false when the top bar is built where an importer cannot see it; the rules about buttons then stay silent"),
                Key("sides-known", .flag, "false when the system picks each button's side, as SwiftUI does for `.cancellationAction`; default true"),
                Key("content", .list, "elements drawn in the sheet and checked by the rules; a sheet there is a sheet over the sheet"),
            ],
            note: "Drawn across the screen over the dimmed screen behind; the Liquid Glass material of iOS 26 is not drawn",
            example: Localized(ko: """
                sheet: {detents: [medium, large], grabber: true, title: 새 일정, leading: [취소], trailing: [{title: 추가, role: confirm}], content: [{text-field: {placeholder: 제목}}]}
                """, en: """
                sheet: {detents: [medium, large], grabber: true, title: New Event, leading: [Cancel], trailing: [{title: Add, role: confirm}], content: [{text-field: {placeholder: Title}}]}
                """)),
        ControlReference(.popover,
            summary: Localized(ko: "팝오버: 컨트롤을 가리키는 말풍선(iPhone에서는 시트)", en: "A popover: a bubble pointing at a control (a sheet on iPhone)"),
            lead: "a popover (`UIPopoverPresentationController`, SwiftUI's `.popover`)",
            keys: [
                Key("title", .text),
                Key("anchor", .text, "the title of the control it points at"),
                Key("arrow", .choice, "up or down; default up"),
                Key(["width", "height"], .number, "1–2000 pt; default the system's, drawn 320 pt wide"),
                Key(["leading", "trailing"], .list, "as in a sheet"),
                Key("buttons-known", .flag, "as in a sheet"),
                Key("tap-outside-dismisses", .flag, "true, false or unknown; default true"),
                Key("compact", .choice, "what it becomes in a compact size class such as iPhone: sheet, full-screen, popover or unknown; default sheet, as UIKit and SwiftUI do"),
                Key("content", .list, "elements, as in a sheet"),
            ],
            note: "On iPhone it is drawn as what it becomes",
            example: Localized(ko: """
                device: ipad
                popover: {title: 서식, anchor: Aa, content: [{segmented-control: {segments: [제목, 본문], selected: 1}}]}
                """, en: """
                device: ipad
                popover: {title: Format, anchor: Aa, content: [{segmented-control: {segments: [Heading, Body], selected: 1}}]}
                """)),
    ]
}
