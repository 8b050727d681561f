import SwiftUI

@main
struct GroceryApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}

/// Six tabs: one more than an iPhone tab bar shows.
struct MainTabView: View {
    var body: some View {
        TabView {
            HomeView()
                .tabItem { Label("홈", systemImage: "house") }
            Text("Deals")
                .tabItem { Label("Deals", systemImage: "tag") }
                .badge("New")
            Text("Cart")
                .tabItem {
                    Image(systemName: "cart")
                    Text("Cart")
                }
                .badge(3)
            Text("Orders")
                .tabItem { Label("Orders", systemImage: "shippingbox") }
            SettingsView()
                .tabItem { Label("설정", systemImage: "gear") }
            Text("Help")
                .tabItem { Label("Help", systemImage: "questionmark.circle") }
        }
    }
}

/// Four tabs in the iOS 18 style: nothing to report.
struct CompactTabView: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Welcome back")
            }
            Tab("Lists", systemImage: "list.bullet") {
                Text("Your lists")
            }
            .badge(2)
            Tab("Cart", systemImage: "cart") {
                Text("Cart")
            }
            Tab(role: .search) {
                Text("Search")
            }
        }
    }
}

/// Tabs built from data: their number is not in the source.
struct StoreTabView: View {
    let stores: [String]

    var body: some View {
        TabView {
            ForEach(stores, id: \.self) { store in
                Text(store)
                    .tabItem { Label(store, systemImage: "building.2") }
            }
        }
    }
}

struct HomeView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section("오늘의 추천") {
                    Text("사과")
                    Text("바나나")
                }
            }
            .navigationTitle("홈")
            .searchable(text: $query, prompt: "상품 검색")
            .refreshable { }
        }
    }
}
