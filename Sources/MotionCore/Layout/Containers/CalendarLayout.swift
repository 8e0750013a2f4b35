import Foundation

/// An inline month calendar (`MultiDatePicker`): the width offered (320 points when none is)
/// and a fixed height of 320 points, the month's title row, the weekday row and six week rows
/// [GUESS: iOS's graphical calendar, not documented].
struct CalendarLayout: LeafLayout {
    static let idealSide: CGFloat = 320

    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        CGSize(width: p.width ?? Self.idealSide, height: Self.idealSide)
    }
}
