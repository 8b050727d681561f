import SwiftUI

struct SignUpView: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var confirmation = ""
    @State private var plan = 0

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .frame(width: 28, height: 28)
                }
                Form {
                    TextField("이름", text: $name)
                        .textContentType(.name)
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                    TextField("Password", text: $password)
                        .textContentType(.password)
                    SecureField("Confirm password", text: $confirmation)
                        .textContentType(.newPassword)
                    Picker("Plan", selection: $plan) {
                        Text("Free").tag(0)
                        Text("Family").tag(1)
                        Text("Business and Education Enterprise").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("가입")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("가입하기") { }
                }
            }
        }
    }
}

#Preview("Sign up") {
    SignUpView()
}
