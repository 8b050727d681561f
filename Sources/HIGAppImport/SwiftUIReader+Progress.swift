import HIGControls
import SwiftSyntax

/// `ProgressView`: a spinning activity indicator, or a progress bar when it is given a value.
extension SwiftUIReader {
    /// `ProgressView()`, `ProgressView("Loading")`: an activity indicator; `ProgressView(value: 0.4)`
    /// (of `total:` when given): a progress bar, its progress unknown when the value is not literal.
    func progressView(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let arguments = call.arguments
        func single(_ element: Element) -> SwiftUIFragment { SwiftUIFragment(SwiftUIPlaced(element: element, location: here)) }
        let label = SwiftUIValues.text(SwiftUIValues.argument(nil, in: arguments), strings: context.strings)
            ?? (call.trailingClosure ?? Self.closure("label", of: call)).flatMap { labelContent($0.statements, context).title }
        guard let valueExpr = SwiftUIValues.argument("value", in: arguments) else {
            if arguments.contains(where: { $0.label?.text == "timerInterval" }) {
                return .unknown(here, what: Localized(ko: "진행 막대의 진행 정도", en: "the progress bar's progress"),
                                why: Localized(ko: "실행 중에 timerInterval에 따라 움직입니다", en: "a timer interval moves it at run time"), unread: false)
            }
            return single(.activityIndicator(ActivityIndicator(label: label?.text)))
        }
        let total = SwiftUIValues.argument("total", in: arguments)
        if let value = SwiftUIValues.number(valueExpr), let total = total.map(SwiftUIValues.number) ?? 1, total > 0 {
            return single(.progressBar(ProgressBar(progress: value / total, label: label?.text)))
        }
        var fragment = single(.progressBar(ProgressBar(progress: 0, label: label?.text)))
        fragment.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "진행 막대의 진행 정도", en: "the progress bar's progress"),
                                                why: Localized(ko: "실행 중에 정해지는 값('\(valueExpr.trimmedDescription.prefix(40))')입니다",
                                                               en: "'\(valueExpr.trimmedDescription.prefix(40))' is a value at run time")))
        // A progress of 0 stands in; no rule reads it as a fact.
        fragment.items[0].parts = []
        return fragment
    }
}
