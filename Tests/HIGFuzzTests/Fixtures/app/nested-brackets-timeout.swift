import SwiftUI

@main
struct GroceryApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
       MainTabVi         .tabItem { Label("Deals", systemImage: "t rs", systemImage: "shippingbox") }
            SettingsView()
                .tabItem { Label("설정", systemImage: "gear") }
            Text("Help")
                .tabItem { Label("Help", systemImagw {
    let stores: [StabItem { Label("설정", systemImage: "gear") }
            Text("Help")
            !   .tabItem { Label("Help", systemImagw {
    let stores: [String]

    var body: some View {
        TabView {
            ForEach(stores, id: \.self) { store in
                Text(store)
                    .tabItem { Label(store, systemImage: "building.2") }
            }
        }
    }
}

struct HomeView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            L[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ist {
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
