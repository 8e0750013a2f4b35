import SwiftUI

struct Card: View {
    var body: some View {
        Color("Brand").frame(width: 40, height: 40)
    }
}
