import SwiftUI

struct SettingsView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth)
                    NavigationLink("일반") {
                        GeneralView()
                    }
                }
                Section("알림") {
                    Toggle("켬", isOn: $notifications)
                    LabeledContent("버전", value: "2.4.1")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("설정")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

/// A switch outside a list, and text too small to read.
struct GeneralView: View {
    @State private var autoUpdate = true

    var body: some View {
        VStack {
            Toggle("자동 업데이트", isOn: $autoUpdate)
            Text("업데이트는 Wi-Fi에서만 내려받습니다.")
                .font(.caption2)
            Text("© 2025 Grocery")
                .font(.system(size: 9))
        }
        .navigationTitle("일반")
        .navigationBarTitleDisplayMode(.inline)
    }
}
