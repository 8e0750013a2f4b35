import Foundation

/// The touch being delivered (`ViewRuntime+Tap`).
struct TouchState {
    /// The tap being delivered: where the finger is (root coordinates) and the frame of the view
    /// whose action runs (`onTapGesture`'s location reads it).
    var currentTap: (point: CGPoint, frame: CGRect)?
}
