import Foundation

/// `List`/`Form`: rows from the top, in inset-grouped sections. Its subviews are its sections:
/// each `Section` (also inside views of yours), and the rows between them grouped as one
/// section each.
struct ListLayout: ContainerLayout {
    /// A section of a list as laid out: its header and footer views, its rows, and its view
    /// (nil for rows outside any `Section`, which form one section) with the views of yours
    /// around it.
    struct SectionParts {
        var view: LayoutSubview?
        var wrappers: [LayoutSubview] = []
        var headers: [LayoutSubview] = []
        var rows: [LayoutSubview] = []
        var footers: [LayoutSubview] = []
    }

    /// iOS's inset-grouped list metrics on a 393-point-wide iPhone, points [GUESS: measured
    /// from UIKit's inset-grouped table views, not documented]: sections inset from the list's
    /// edges, a row's content inset in its row, a row's minimum height, the gap above a section
    /// without a header, the gaps above and below a header, and the gap above a footer.
    static let sectionMargin: CGFloat = 20
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let rowMinHeight: CGFloat = 44
    static let sectionGap: CGFloat = 35
    static let headerGapAbove: CGFloat = 17
    static let headerGapBelow: CGFloat = 7
    static let footerGapAbove: CGFloat = 7

    /// The list's sections in order (they do not depend on the proposal).
    func makeCache(subviews: LayoutSubviews) -> [SectionParts] {
        var result: [SectionParts] = []
        var loose = SectionParts()
        for child in subviews {
            let (target, wrappers) = child.unwrapped
            guard target.layout is SectionLayout else {
                loose.rows.append(child)
                continue
            }
            if !loose.rows.isEmpty { result.append(loose) }
            loose = SectionParts()
            var parts = SectionParts(view: target, wrappers: wrappers)
            for view in target.children {
                switch view.hints.sectionPart {
                case .header: parts.headers.append(view)
                case .footer: parts.footers.append(view)
                case .content: parts.rows += view.flattened
                }
            }
            result.append(parts)
        }
        if !loose.rows.isEmpty { result.append(loose) }
        return result
    }

    /// The gap above a section: smaller when its header fills part of it.
    private static func gapAbove(_ section: SectionParts) -> CGFloat {
        section.headers.isEmpty ? sectionGap : headerGapAbove
    }

    /// A row's insets: its `listRowInsets`, else the default.
    private static func insets(of row: LayoutSubview) -> EdgeInsets {
        row.hints.listRowInsets ?? rowInsets
    }

    /// What a row's view is proposed across: the section's width less the row's insets.
    private static func rowWidth(_ row: LayoutSubview, in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - insets(of: row).leading - insets(of: row).trailing) }
    }

    /// What a header or footer is proposed across: the section's width less the default insets.
    private static func labelWidth(in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - rowInsets.leading - rowInsets.trailing) }
    }

    /// A row's height: its view's height for the row's width (and no height) and its insets, at
    /// least the minimum row height.
    private static func rowHeight(_ row: LayoutSubview, in width: CGFloat?) -> CGFloat {
        let chosen = row.sizeThatFits(ProposedViewSize(width: rowWidth(row, in: width), height: nil))
        let insets = Self.insets(of: row)
        return max(rowMinHeight, chosen.height + insets.top + insets.bottom)
    }

    /// The headers (or footers) stacked as a `VStack`, for the section's width.
    private static func labelsSize(_ views: [LayoutSubview], in width: CGFloat?) -> CGSize {
        StackLayout.implicitVertical.size(of: views, ProposedViewSize(width: labelWidth(in: width), height: nil))
    }

    /// A section's size for its width (nil: its widest view's): from the top of its header (or
    /// first row) to the bottom of its footer (or last row).
    private static func sectionSize(_ section: SectionParts, width: CGFloat?) -> CGSize {
        var height: CGFloat = 0
        var widest: CGFloat = 0
        if !section.headers.isEmpty {
            let header = labelsSize(section.headers, in: width)
            height += header.height + headerGapBelow
            widest = max(widest, header.width + rowInsets.leading + rowInsets.trailing)
        }
        for row in section.rows {
            height += rowHeight(row, in: width)
            let insets = Self.insets(of: row)
            widest = max(widest, row.sizeThatFits(ProposedViewSize(width: rowWidth(row, in: width), height: nil)).width + insets.leading + insets.trailing)
        }
        if !section.footers.isEmpty {
            let footer = labelsSize(section.footers, in: width)
            height += footerGapAbove + footer.height
            widest = max(widest, footer.width + rowInsets.leading + rowInsets.trailing)
        }
        return CGSize(width: width ?? widest, height: height)
    }

    /// Places a section's views in the rectangle at `origin` of `width`: the headers at the
    /// leading inset, then the rows (each view at its row's leading inset, centred vertically
    /// in its row and proposed the row's height less its insets), then the footers.
    private static func placeSection(_ section: SectionParts, origin: CGPoint, width: CGFloat) {
        let labels = StackLayout(axis: .vertical, alignment: 0, spacing: nil)
        let labelX = origin.x + rowInsets.leading
        var y = origin.y
        if !section.headers.isEmpty {
            let header = labelsSize(section.headers, in: width)
            labels.place(section.headers, origin: CGPoint(x: labelX, y: y), size: header)
            y += header.height + headerGapBelow
        }
        for row in section.rows {
            let height = rowHeight(row, in: width)
            let insets = Self.insets(of: row)
            let inner = max(0, height - insets.top - insets.bottom)
            let chosen = row.sizeThatFits(ProposedViewSize(width: rowWidth(row, in: width), height: inner))
            row.place(in: CGRect(origin: CGPoint(x: origin.x + insets.leading, y: y + insets.top + (inner - chosen.height) / 2), size: chosen))
            y += height
        }
        if !section.footers.isEmpty {
            y += footerGapAbove
            labels.place(section.footers, origin: CGPoint(x: labelX, y: y), size: labelsSize(section.footers, in: width))
        }
    }

    /// The width of a list's sections in a list of `width`.
    private static func sectionWidth(in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - 2 * sectionMargin) }
    }

    /// A list takes the space offered (where nothing is offered: its sections' size, with the
    /// margins and gaps).
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache sections: inout [SectionParts]) -> CGSize {
        if let width = p.width, let height = p.height { return CGSize(width: width, height: height) }
        let width = Self.sectionWidth(in: p.width)
        var content = CGSize.zero
        for section in sections {
            let chosen = Self.sectionSize(section, width: width)
            content.height += Self.gapAbove(section) + chosen.height
            content.width = max(content.width, chosen.width + 2 * Self.sectionMargin)
        }
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    /// Places a list's sections from its top (not scrolled), each below its gap, inset by the
    /// section margin; a `Section` (and the views of yours around it) gets the section's
    /// rectangle.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache sections: inout [SectionParts]) {
        let origin = bounds.origin
        let width = max(0, bounds.size.width - 2 * Self.sectionMargin)
        var y = origin.y
        for section in sections {
            y += Self.gapAbove(section)
            let corner = CGPoint(x: origin.x + Self.sectionMargin, y: y)
            let height = Self.sectionSize(section, width: width).height
            let rect = CGRect(origin: corner, size: CGSize(width: width, height: height))
            for wrapper in section.wrappers { wrapper.recordFrame(rect) }
            section.view?.recordFrame(rect)
            Self.placeSection(section, origin: corner, width: width)
            section.view?.frameFlattenedViews()
            y += height
        }
        subviews.frameFlattenedViews()
    }
}
