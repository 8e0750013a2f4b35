import SwiftUI

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        Button("Like") { likes += 1 }
    }
}
