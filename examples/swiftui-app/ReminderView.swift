import SwiftUI

struct ReminderView: View {
    @State private var date = Date.now
    @State private var time = Date.now
    @State private var guests = 2
    @State private var servings = 4
    @State private var volume = 0.5

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                DatePicker("배송일", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                DatePicker("시간", selection: $time, displayedComponents: [.hourAndMinute])
                    .datePickerStyle(.wheel)
                DatePicker("알림", selection: $time)
                Stepper("인원", value: $guests, in: 1...100)
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
                Slider(value: $volume, in: 0...1)
                ProgressView()
                ProgressView("Uploading", value: 0.4)
            }
        }
    }
}

#Preview {
    ReminderView()
}
