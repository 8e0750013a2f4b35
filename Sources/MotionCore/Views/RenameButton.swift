/// A button that starts renaming [A] (iOS 16): labelled "Rename" with the `pencil` symbol, it
/// calls the environment's `rename` action, which `renameAction(_:)` sets on a device (nil here,
/// where that modifier is recorded only, so a tap does nothing).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public var body: some View {
        Button(action: { rename?() }) {
            MotionCore.Label("Rename", systemImage: "pencil")
        }
    }
}

extension RenameButton where Label == MotionCore.Label<Text, Image> {
    /// The rename button [A].
    public init() {}
}
