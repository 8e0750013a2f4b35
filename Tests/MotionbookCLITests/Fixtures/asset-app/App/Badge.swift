import SwiftUI

struct Badge: View {
    @AppStorage("taps") private var taps = 0

    var body: some View {
        VStack {
            Image("logo")
            Color("bg")
                .frame(width: 20, height: 20)
            Color("missing")
                .frame(width: 10, height: 10)
            Button("Tap") { taps += 1 }
                .opacity(taps == 0 ? 0.5 : 1)
        }
    }
}
