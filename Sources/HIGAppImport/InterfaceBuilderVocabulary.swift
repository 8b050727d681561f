import HIGControls

/// Interface Builder's attribute values and what they are in the model: UIKit's names on one
/// side, higsite's on the other.
enum InterfaceBuilderVocabulary {
    /// Text styles at the Large (default) Dynamic Type size, in points.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleLargeTitle": 34,
        "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
        "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16,
        "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The size of a text style, its emphasized and italic variants included.
    static func size(ofTextStyle style: String) -> Double? {
        if let size = textStyleSizes[style] { return size }
        for variant in ["Emphasized", "Italic"] where style.contains(variant) {
            return size(ofTextStyle: style.replacingOccurrences(of: variant, with: ""))
        }
        return nil
    }

    /// The model's text style of a UIKit one, by its default size's name (`UICTFontTextStyleBody` → body).
    static func textStyle(_ style: String) -> TextStyle? {
        let names: [String: TextStyle] = [
            "Title0": .largeTitle, "LargeTitle": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3,
            "Headline": .headline, "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote,
            "Caption1": .caption1, "Caption2": .caption2,
        ]
        var name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
        for variant in ["Emphasized", "Italic"] { name = name.replacingOccurrences(of: variant, with: "") }
        return names[name]
    }

    static let keyboards: [String: TextField.Keyboard] = [
        "default": .default, "asciiCapable": .ascii, "alphabet": .ascii, "emailAddress": .email, "phonePad": .phonePad,
        "URL": .url, "numberPad": .numberPad, "asciiCapableNumberPad": .numberPad, "decimalPad": .decimalPad,
        "webSearch": .webSearch,
    ]

    /// `textContentType` as Interface Builder writes it (UITextContentType's raw values) and as
    /// Swift names it; content types the model does not single out are plain text.
    static func contentType(_ written: String) -> TextField.ContentType {
        switch written {
        case "email", "emailAddress": .email
        case "password", "new-password", "newPassword": .password
        case "tel", "telephoneNumber": .phone
        case "url", "URL": .url
        case "one-time-code", "oneTimeCode": .oneTimeCode
        case "cc-number", "creditCardNumber": .number
        case "name", "given-name", "givenName", "family-name", "familyName", "middle-name", "middleName",
             "nickname", "name-prefix", "namePrefix", "name-suffix", "nameSuffix":
            .name
        default: .text
        }
    }

    static let datePickerModes: [String: DatePicker.Mode] = [
        "date": .date, "time": .time, "dateAndTime": .dateAndTime, "countDownTimer": .countdownTimer,
    ]

    static let datePickerStyles: [String: DatePicker.Style] = ["wheels": .wheels, "compact": .compact, "inline": .inline]

    static let tableStyles: [String: Table.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]

    static let cellStyles: [String: Table.Row.Style] = [
        "IBUITableViewCellStyleDefault": .basic, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .rightDetail, "IBUITableViewCellStyleValue2": .leftDetail,
    ]

    /// `detailButton` (the info button without the chevron) has no case of its own in the model;
    /// the nearest, with the same trailing button, stands for it.
    static let accessories: [String: Table.Row.Accessory] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailDisclosureButton,
    ]

    static let buttonKinds: [String: Button.Kind] = [
        "detailDisclosure": .detailDisclosure, "infoLight": .info, "infoDark": .info, "contactAdd": .addContact,
    ]

    /// `UIButton.Configuration` styles that draw a background or a border.
    static let borderedButtonStyles: Set<String> = ["filled", "tinted", "gray", "bordered", "borderedTinted", "borderedProminent"]

    /// A bar button item's `systemItem`: its text, or the SF Symbol UIKit draws for it.
    static let systemBarItems: [String: (title: String?, icon: String?)] = [
        "done": ("Done", nil), "cancel": ("Cancel", nil), "edit": ("Edit", nil), "save": ("Save", nil),
        "add": (nil, "plus"), "compose": (nil, "square.and.pencil"), "reply": (nil, "arrowshape.turn.up.left"),
        "action": (nil, "square.and.arrow.up"), "organize": (nil, "folder"), "bookmarks": (nil, "book"),
        "search": (nil, "magnifyingglass"), "refresh": (nil, "arrow.clockwise"), "stop": (nil, "xmark"),
        "camera": (nil, "camera"), "trash": (nil, "trash"), "play": (nil, "play.fill"), "pause": (nil, "pause.fill"),
        "rewind": (nil, "backward.fill"), "fastForward": (nil, "forward.fill"), "undo": (nil, "arrow.uturn.backward"),
        "redo": (nil, "arrow.uturn.forward"), "close": (nil, "xmark"), "pageCurl": (nil, "book.pages"),
    ]

    /// A tab bar item's `systemItem`: its title and the symbol UIKit draws for it.
    static let systemTabItems: [String: (title: String, icon: String)] = [
        "more": ("More", "ellipsis"), "favorites": ("Favorites", "star.fill"), "featured": ("Featured", "star"),
        "topRated": ("Top Rated", "star"), "recents": ("Recents", "clock"), "contacts": ("Contacts", "person.crop.circle"),
        "history": ("History", "clock"), "bookmarks": ("Bookmarks", "book"), "search": ("Search", "magnifyingglass"),
        "downloads": ("Downloads", "arrow.down.circle"), "mostRecent": ("Most Recent", "clock"),
        "mostViewed": ("Most Viewed", "list.number"),
    ]
}
