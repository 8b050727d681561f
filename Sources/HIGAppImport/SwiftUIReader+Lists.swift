import HIGControls
import SwiftSyntax

/// `List` and `Form`: a table whose rows are read from the views inside.
extension SwiftUIReader {
    /// A `List` or `Form`: a table whose rows are its children (sections flattened). Controls
    /// a row holds that a table row cannot (text fields, sliders, steppers) follow the table as
    /// content of their own. A `ForEach` over data the app has at run time makes rows that are
    /// not counted; when its row has swipe actions, it stands as one row, so they are judged.
    func table(_ name: String, _ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var style: Table.Style = .insetGrouped
        if let listStyle = context.environment["listStyle"], name == "List" {
            switch SwiftUIValues.optionName(listStyle.firstArgument) {
            case "plain", "inset": style = .plain
            case "grouped": style = .grouped
            default: style = .insetGrouped
            }
        }
        var built = TableRows()
        let entries: Children
        if let data = call.arguments.first(where: { $0.label == nil })?.expression, let content = Self.contentClosure(call) {
            // `List(items) { item in … }`: a ForEach in all but name.
            entries = childrenOfForEach(data: data, content: content, context)
        } else if let content = Self.contentClosure(call) {
            entries = children(content.statements, context, flattening: ["Section", "Group", "ForEach"])
        } else {
            entries = Children()
        }
        built.fragment.unknowns = entries.unknowns.map { SwiftUIUnknown(location: $0.location, what: Localized(ko: "테이블 행", en: "rows of the table"), why: $0.why) }
        built.fragment.hasUnreadViews = !entries.unknowns.isEmpty
        for entry in entries.entries { addRow(entry, to: &built) }
        for template in entries.templates { addRow(template, to: &built, onlyWithSwipeActions: true) }
        var fragment = built.fragment
        let index = sectionIndex(call, view, context, unknowns: &fragment.unknowns)
        var table = SwiftUIPlaced(element: .table(Table(style: style, rows: built.rows, index: index)), location: here,
                                  parts: built.rowParts + (index.isEmpty ? [] : [SwiftUIPart(path: [.key("index")], location: here)]))
        table.shownNames = built.shownNames
        if !built.rows.isEmpty || !entries.unknowns.isEmpty || built.controls.isEmpty {
            fragment.items = [table]
        }
        fragment.items += built.controls
        fragment.size += built.rows.count + built.controls.count + 1
        return fragment
    }

    /// The section index of a `List` (iOS 26): the literal `.sectionIndexLabel` of each literal
    /// `Section` written in it, shown when the list says `.listSectionIndexVisibility(.visible)`.
    /// Labels from data, or a visibility that is not written `.visible` on the list, are unknown.
    private func sectionIndex(_ call: FunctionCallExprSyntax, _ view: SwiftUIViewExpression, _ context: Context,
                              unknowns: inout [SwiftUIUnknown]) -> [String] {
        guard let content = Self.contentClosure(call) else { return [] }
        var labels: [String] = []
        var known = true
        for statement in content.statements {
            guard case .expr(let expression) = statement.item else { continue }
            let section = SwiftUIViewExpression(expression) { self.location($0, context) }
            guard let modifier = section.modifier("sectionIndexLabel") else {
                // A ForEach of sections may label them from its data.
                if section.calleeName == "ForEach", let call = section.call, let body = Self.contentClosure(call),
                   body.statements.contains(where: { labelsSectionIndex($0, context) }) {
                    known = false
                }
                continue
            }
            guard section.calleeName == "Section", let text = SwiftUIValues.text(modifier.firstArgument, strings: context.strings),
                  text.interpolatedNames.isEmpty, !text.isLocalizationKey else {
                known = false
                continue
            }
            labels.append(text.text)
        }
        let visibility = view.modifier("listSectionIndexVisibility").flatMap { SwiftUIValues.optionName($0.firstArgument) }
        guard !labels.isEmpty || !known else { return [] }
        guard known, visibility == "visible" else {
            unknowns.append(SwiftUIUnknown(location: location(call, context), what: Localized(ko: "리스트의 섹션 인덱스", en: "the list's section index"),
                                           why: known ? Localized(ko: "리스트에 .listSectionIndexVisibility(.visible)를 써야만 보입니다",
                                                                  en: "it shows only with .listSectionIndexVisibility(.visible) written on the list")
                                                      : Localized(ko: "인덱스의 레이블이 앱의 데이터에서 옵니다", en: "its labels come from the app's data")))
            return []
        }
        return labels
    }

    /// Whether a statement is a view with `.sectionIndexLabel`.
    private func labelsSectionIndex(_ statement: CodeBlockItemSyntax, _ context: Context) -> Bool {
        guard case .expr(let expression) = statement.item else { return false }
        return SwiftUIViewExpression(expression) { self.location($0, context) }.modifier("sectionIndexLabel") != nil
    }

    /// What `table` gathers from its entries.
    private struct TableRows {
        var fragment = SwiftUIFragment()
        var rows: [Table.Row] = []
        var rowParts: [SwiftUIPart] = []
        var controls: [SwiftUIPlaced] = []
        var shownNames: [String: String] = [:]
    }

    /// One entry of a table as its row (with the row's swipe actions) and the controls it holds
    /// apart; a `ForEach`'s stand-in row only when it has swipe actions.
    private func addRow(_ entry: (expression: ExprSyntax, context: Context), to built: inout TableRows, onlyWithSwipeActions: Bool = false) {
        let swipes = swipeActions(of: entry.expression, entry.context)
        if onlyWithSwipeActions, swipes.isEmpty { return }
        let rowView = SwiftUIViewExpression(entry.expression) { self.location($0, entry.context) }
        let rowFragment = self.view(entry.expression, entry.context)
        var rest = rowFragment
        rest.items = []
        rest.size = 0
        built.fragment.append(rest)
        if built.fragment.size + built.rows.count + built.controls.count >= Self.maximumElements { return }
        let (row, hoisted) = self.row(from: rowFragment.items, isVertical: rowView.calleeName == "VStack")
        for item in rowFragment.items { built.shownNames.merge(item.shownNames) { first, _ in first } }
        if var row {
            let index = built.rows.count
            built.rowParts.append(SwiftUIPart(path: [.key("rows"), .index(index)], location: location(entry.expression, entry.context)))
            row.swipeActions = swipes.map(\.action)
            for (position, swipe) in swipes.enumerated() {
                built.rowParts.append(SwiftUIPart(path: [.key("rows"), .index(index), .key("swipe-actions"), .index(position)], location: swipe.location))
            }
            built.rows.append(row)
        }
        built.controls += hoisted
    }

    /// `List(items) { item in Row(item) }`, `List(0..<3) { … }`.
    private func childrenOfForEach(data: ExprSyntax, content: ClosureExprSyntax, _ context: Context) -> Children {
        // Read as `ForEach(data) { … }`, through the same expansion.
        var result = Children()
        let values = SwiftUIValues.wholeNumbers(data, limit: Self.maximumElements) ?? SwiftUIValues.stringArray(data)
        guard let values else {
            result.unknowns.append(SwiftUIUnknown(location: location(data, context), what: Localized(ko: "테이블 행", en: "rows of the table"),
                                                  why: Localized(ko: "List가 '\(data.trimmedDescription.prefix(40))'의 항목마다 실행 중에 만듭니다",
                                                                 en: "List over '\(data.trimmedDescription.prefix(40))' builds them at run time")))
            if let template = template(of: content, context) { result.templates.append(template) }
            return result
        }
        let parameter = Self.closureParameter(content) ?? "$0"
        for value in values {
            guard charge(1, at: location(data, context)) else { break }
            var inner = context
            inner.strings[parameter] = value
            let more = children(content.statements, inner, flattening: ["Section", "Group", "ForEach"])
            result.entries += more.entries
            result.templates += more.templates
            result.unknowns.addOnce(more.unknowns)
        }
        return result
    }

    /// One row of a list from what its view shows: a title (the first text), a detail (the
    /// second), a switch or a disclosure indicator; controls a row cannot hold are returned apart.
    /// A row that holds one (a text field, a slider) is edited in place, and its buttons act on
    /// what is in it: they are returned apart too, as buttons, not read as the row's title.
    private func row(from items: [SwiftUIPlaced], isVertical: Bool) -> (Table.Row?, [SwiftUIPlaced]) {
        var texts: [(text: String, button: Int?)] = []
        var accessory = Table.Row.Accessory.none
        var isOn = true
        var detail: String?
        var hoisted: [Int] = []
        for (index, item) in items.enumerated() {
            switch item.role {
            case .navigationLink:
                accessory = accessory == .switch ? accessory : .disclosureIndicator
                if case .button(let button) = item.element { texts.append((button.title ?? SwiftUIText.placeholder, nil)) }
                continue
            case .valuePicker(let title, let pushes):
                if case .picker = item.element {
                    hoisted.append(index)
                } else {
                    texts.append((title ?? SwiftUIText.placeholder, nil))
                    if pushes { accessory = .disclosureIndicator }
                }
                continue
            case .labeledContent(let title, let value):
                texts.append((title, nil))
                detail = detail ?? value
                continue
            case .plain: break
            }
            switch item.element {
            case .label(let label): texts.append((label.text, nil))
            case .switch(let control):
                texts.append((control.label ?? SwiftUIText.placeholder, nil))
                accessory = .switch
                isOn = control.isOn
            case .button(let button): texts.append((button.title ?? SwiftUIText.placeholder, index))
            case .imageView: break
            case .some: hoisted.append(index)
            case nil: break
            }
        }
        if !hoisted.isEmpty {
            hoisted = (hoisted + texts.compactMap(\.button)).sorted()
            texts.removeAll { $0.button != nil }
        }
        let apart = hoisted.map { items[$0] }
        guard let title = texts.first?.text else { return (nil, apart) }
        detail = detail ?? texts.dropFirst().first?.text
        let style: Table.Row.Style = detail == nil ? .basic : (isVertical ? .subtitle : .rightDetail)
        return (Table.Row(title: title, detail: detail, style: style, accessory: accessory, isOn: isOn), apart)
    }
}
