/// Every kind of component the guidelines describe, by the name used in YAML, in rule ids
/// (`tab-bar.tab-count`) and in the `component:` front matter of a content page.
public enum ComponentKind: String, CaseIterable, Hashable, Sendable, Comparable {
    case button
    case editMenu = "edit-menu"
    case menu
    case alert
    case actionSheet = "action-sheet"
    case sheet
    case popover
    case label
    case pageControl = "page-control"
    case picker
    case datePicker = "date-picker"
    case activityIndicator = "activity-indicator"
    case progressBar = "progress-bar"
    case networkActivityIndicator = "network-activity-indicator"
    case refreshControl = "refresh-control"
    case segmentedControl = "segmented-control"
    case slider
    case stepper
    case `switch`
    case textField = "text-field"
    case colorWell = "color-well"
    case gauge
    case keyboard
    case navigationBar = "navigation-bar"
    case searchBar = "search-bar"
    case statusBar = "status-bar"
    case tabBar = "tab-bar"
    case toolbar
    case table
    case collection
    case scrollView = "scroll-view"
    case imageView = "image-view"
    case splitView = "split-view"
    case sidebar
    case disclosureGroup = "disclosure-group"
    case textView = "text-view"
    case webView = "web-view"
    /// Rules about a whole screen (which bars it combines).
    case screen

    public static func < (lhs: ComponentKind, rhs: ComponentKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension ComponentKind {
    /// The component's name in each language, as the pages and rule index show it.
    public var name: Localized {
        switch self {
        case .button: Localized(ko: "버튼", en: "Buttons")
        case .editMenu: Localized(ko: "편집 메뉴", en: "Edit menus")
        case .menu: Localized(ko: "메뉴", en: "Menus")
        case .alert: Localized(ko: "경고창", en: "Alerts")
        case .actionSheet: Localized(ko: "액션 시트", en: "Action sheets")
        case .sheet: Localized(ko: "시트", en: "Sheets")
        case .popover: Localized(ko: "팝오버", en: "Popovers")
        case .label: Localized(ko: "레이블", en: "Labels")
        case .pageControl: Localized(ko: "페이지 컨트롤", en: "Page controls")
        case .picker: Localized(ko: "피커", en: "Pickers")
        case .datePicker: Localized(ko: "날짜 피커", en: "Date pickers")
        case .activityIndicator: Localized(ko: "활동 표시기", en: "Activity indicators")
        case .progressBar: Localized(ko: "진행 막대", en: "Progress bars")
        case .networkActivityIndicator: Localized(ko: "네트워크 활동 표시기", en: "Network activity indicator")
        case .refreshControl: Localized(ko: "새로 고침 컨트롤", en: "Refresh controls")
        case .segmentedControl: Localized(ko: "세그먼트 컨트롤", en: "Segmented controls")
        case .slider: Localized(ko: "슬라이더", en: "Sliders")
        case .stepper: Localized(ko: "스테퍼", en: "Steppers")
        case .switch: Localized(ko: "스위치", en: "Switches")
        case .textField: Localized(ko: "텍스트 필드", en: "Text fields")
        case .colorWell: Localized(ko: "색상 웰", en: "Color wells")
        case .gauge: Localized(ko: "게이지", en: "Gauges")
        case .keyboard: Localized(ko: "키보드", en: "Keyboards")
        case .navigationBar: Localized(ko: "내비게이션 바", en: "Navigation bars")
        case .searchBar: Localized(ko: "검색 바", en: "Search bars")
        case .statusBar: Localized(ko: "상태 바", en: "Status bars")
        case .tabBar: Localized(ko: "탭 바", en: "Tab bars")
        case .toolbar: Localized(ko: "툴바", en: "Toolbars")
        case .table: Localized(ko: "테이블", en: "Tables")
        case .collection: Localized(ko: "컬렉션", en: "Collections")
        case .scrollView: Localized(ko: "스크롤 뷰", en: "Scroll views")
        case .imageView: Localized(ko: "이미지 뷰", en: "Image views")
        case .splitView: Localized(ko: "분할 화면", en: "Split views")
        case .sidebar: Localized(ko: "사이드바", en: "Sidebars")
        case .disclosureGroup: Localized(ko: "펼침 컨트롤", en: "Disclosure controls")
        case .textView: Localized(ko: "텍스트 뷰", en: "Text views")
        case .webView: Localized(ko: "웹 뷰", en: "Web views")
        case .screen: Localized(ko: "화면 전체", en: "Whole screens")
        }
    }
}
