import Foundation
import MotionAnimation

extension Color {
    /// A colour of the app's asset catalogue [A `init(_:bundle:)`]: the colour set `name`'s
    /// colour for the run's colour scheme (its dark appearance in a dark scenario, else its
    /// universal one), converted from the set's colour space. A name the catalogue lacks is
    /// clear, and SwiftUI's log line is recorded as a warning event [GUESS: its wording]. The
    /// description names it, `Color("Brand")`. `bundle` is ignored: the app's own catalogue is
    /// the only one.
    public init(_ name: String, bundle: Bundle? = nil) {
        let value = AppAssets.color(named: name)?.resolvedValue ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        self.init(resolvedValue: value, description: "Color(\"\(name)\")")
    }
}
