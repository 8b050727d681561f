import HIGControls

/// Text fields and search bars, with their keyboard, content type and scope bar.
extension InterfaceBuilderContentReader {
    mutating func textField(_ node: InterfaceBuilderNode, at path: ElementPath) -> TextField {
        let traits = node.child("textInputTraits", key: "textInputTraits")
        var keyboard = TextField.Keyboard.default
        if let written = traits?["keyboardType"], let traits {
            if let known = InterfaceBuilderVocabulary.keyboards[written] {
                keyboard = known
            } else {
                record.unknown(at: traits, Localized(ko: "텍스트 필드의 키보드", en: "the text field's keyboard"),
                               Localized(ko: "higsite 모델에 없는 keyboardType(\"\(written)\")이어서 기본 키보드로 읽습니다",
                                         en: "keyboardType \"\(written)\" has no counterpart in higsite's model; read as the default keyboard"))
            }
        }
        record.place(path, at: node)
        for key in ["keyboard", "content", "secure"] { record.place(path.key(key), at: traits) }
        for key in ["placeholder", "text", "clear-button"] { record.place(path.key(key), at: node) }
        let clearButton = node["clearButtonMode"].map { $0 != "never" } ?? false
        // A return key that says Search (`returnKeyType="search"`) declares a field for search terms.
        let declared = traits?["textContentType"].map(InterfaceBuilderVocabulary.contentType)
            ?? (traits?["returnKeyType"] == "search" ? .search : .text)
        return TextField(contentType: declared,
                         keyboard: keyboard, isSecure: traits?.flag("secureTextEntry") ?? false,
                         hasClearButton: clearButton, placeholder: node["placeholder"].flatMap { $0.isEmpty ? nil : $0 },
                         text: node["text"].flatMap { $0.isEmpty ? nil : $0 })
    }

    mutating func searchBar(_ node: InterfaceBuilderNode, at path: ElementPath) -> SearchBar {
        let titles = node.list("scopeButtonTitles").filter { $0.name == "string" }
        var scopes: [String] = []
        if node.flag("showsScopeBar") == true {
            scopes = titles.map(\.text)
            for (position, title) in titles.enumerated() { record.place(path.key("scopes").index(position), at: title) }
        } else if !titles.isEmpty {
            record.unknown(at: node, Localized(ko: "검색 바가 범위 바를 보여 주는지", en: "whether the search bar shows its scope bar"),
                           Localized(ko: "범위 제목은 있지만 showsScopeBar가 꺼져 있습니다. 검색 컨트롤러가 검색하는 동안 보여 줄 수 있습니다",
                                     en: "it has scope titles but showsScopeBar is off; a search controller may show them while searching"))
        }
        record.place(path, at: node)
        for key in ["placeholder", "text", "prompt", "cancel-button", "clear-button"] { record.place(path.key(key), at: node) }
        func text(_ attribute: String) -> String? { node[attribute].flatMap { $0.isEmpty ? nil : $0 } }
        return SearchBar(placeholder: text("placeholder"), text: text("text"), hasClearButton: true,
                         hasCancelButton: node.flag("showsCancelButton") ?? false, scopes: scopes, prompt: text("prompt"))
    }
}
