import Foundation

/// A section of a list as laid out: its header and footer views, its rows, and its node (nil
/// for rows outside any `Section`, which form one section) with the views of yours around it.
struct ListSectionParts {
    var node: ViewNode?
    var wrappers: [ViewNode] = []
    var headers: [ViewNode] = []
    var rows: [ViewNode] = []
    var footers: [ViewNode] = []
}

extension LayoutPass {
    /// iOS's inset-grouped list metrics on a 393-point-wide iPhone, points [GUESS: measured
    /// from UIKit's inset-grouped table views, not documented]: sections inset from the list's
    /// edges, a row's content inset in its row, a row's minimum height, the gap above a section
    /// without a header, the gaps above and below a header, and the gap above a footer.
    static let listSectionMargin: CGFloat = 20
    static let listRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let listRowMinHeight: CGFloat = 44
    static let listSectionGap: CGFloat = 35
    static let listHeaderGapAbove: CGFloat = 17
    static let listHeaderGapBelow: CGFloat = 7
    static let listFooterGapAbove: CGFloat = 7

    /// A list's sections in order: each `Section` (also inside views of yours), and the rows
    /// between them grouped as one section each.
    func listSections(of list: ViewNode) -> [ListSectionParts] {
        var result: [ListSectionParts] = []
        var loose = ListSectionParts()
        for child in stackChildren(of: list) {
            let (target, wrappers) = unwrapped(child)
            guard case .section = target.layout.kind else {
                loose.rows.append(child)
                continue
            }
            if !loose.rows.isEmpty { result.append(loose) }
            loose = ListSectionParts()
            var parts = ListSectionParts(node: target, wrappers: wrappers)
            for view in target.layoutChildren {
                switch view.layout.hints.sectionPart {
                case .header: parts.headers.append(view)
                case .footer: parts.footers.append(view)
                case .content: parts.rows += flattened([view])
                }
            }
            result.append(parts)
        }
        if !loose.rows.isEmpty { result.append(loose) }
        return result
    }

    /// The gap above a section: smaller when its header fills part of it.
    private static func gapAbove(_ section: ListSectionParts) -> CGFloat {
        section.headers.isEmpty ? listSectionGap : listHeaderGapAbove
    }

    /// A row's insets: its `listRowInsets`, else the default.
    private static func insets(of row: ViewNode) -> EdgeInsets {
        row.layout.hints.listRowInsets ?? listRowInsets
    }

    /// What a row's view is proposed across: the section's width less the row's insets.
    private static func rowWidth(_ row: ViewNode, in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - insets(of: row).leading - insets(of: row).trailing) }
    }

    /// What a header or footer is proposed across: the section's width less the default insets.
    private static func labelWidth(in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - listRowInsets.leading - listRowInsets.trailing) }
    }

    /// A row's height: its view's height for the row's width (and no height) and its insets, at
    /// least the minimum row height.
    private mutating func rowHeight(_ row: ViewNode, in width: CGFloat?) -> CGFloat {
        let chosen = size(row, ProposedViewSize(width: Self.rowWidth(row, in: width), height: nil))
        let insets = Self.insets(of: row)
        return max(Self.listRowMinHeight, chosen.height + insets.top + insets.bottom)
    }

    /// The headers (or footers) stacked as a `VStack`, for the section's width.
    private mutating func labelsSize(_ views: [ViewNode], in width: CGFloat?) -> CGSize {
        stackSize(views, axis: .vertical, spacing: nil, ProposedViewSize(width: Self.labelWidth(in: width), height: nil))
    }

    /// A section's size for its width (nil: its widest view's): from the top of its header (or
    /// first row) to the bottom of its footer (or last row).
    mutating func listSectionSize(_ section: ListSectionParts, width: CGFloat?) -> CGSize {
        var height: CGFloat = 0
        var widest: CGFloat = 0
        if !section.headers.isEmpty {
            let header = labelsSize(section.headers, in: width)
            height += header.height + Self.listHeaderGapBelow
            widest = max(widest, header.width + Self.listRowInsets.leading + Self.listRowInsets.trailing)
        }
        for row in section.rows {
            height += rowHeight(row, in: width)
            let insets = Self.insets(of: row)
            widest = max(widest, size(row, ProposedViewSize(width: Self.rowWidth(row, in: width), height: nil)).width + insets.leading + insets.trailing)
        }
        if !section.footers.isEmpty {
            let footer = labelsSize(section.footers, in: width)
            height += Self.listFooterGapAbove + footer.height
            widest = max(widest, footer.width + Self.listRowInsets.leading + Self.listRowInsets.trailing)
        }
        return CGSize(width: width ?? widest, height: height)
    }

    /// Places a section's views in the rectangle at `origin` of `width`: the headers at the
    /// leading inset, then the rows (each view at its row's leading inset, centred vertically
    /// in its row and proposed the row's height less its insets), then the footers.
    mutating func placeListSection(_ section: ListSectionParts, origin: CGPoint, width: CGFloat) {
        let labelX = origin.x + Self.listRowInsets.leading
        var y = origin.y
        if !section.headers.isEmpty {
            let header = labelsSize(section.headers, in: width)
            placeStack(section.headers, axis: .vertical, alignment: 0, spacing: nil, origin: CGPoint(x: labelX, y: y), size: header)
            y += header.height + Self.listHeaderGapBelow
        }
        for row in section.rows {
            let height = rowHeight(row, in: width)
            let insets = Self.insets(of: row)
            let inner = max(0, height - insets.top - insets.bottom)
            let chosen = size(row, ProposedViewSize(width: Self.rowWidth(row, in: width), height: inner))
            place(row, origin: CGPoint(x: origin.x + insets.leading, y: y + insets.top + (inner - chosen.height) / 2), size: chosen)
            y += height
        }
        if !section.footers.isEmpty {
            y += Self.listFooterGapAbove
            placeStack(section.footers, axis: .vertical, alignment: 0, spacing: nil, origin: CGPoint(x: labelX, y: y), size: labelsSize(section.footers, in: width))
        }
    }

    /// The width of a list's sections in a list of `width`.
    private static func sectionWidth(in width: CGFloat?) -> CGFloat? {
        width.map { max(0, $0 - 2 * listSectionMargin) }
    }

    /// A list takes the space offered (where nothing is offered: its sections' size, with the
    /// margins and gaps).
    mutating func listSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        if let width = p.width, let height = p.height { return CGSize(width: width, height: height) }
        let width = Self.sectionWidth(in: p.width)
        var content = CGSize.zero
        for section in listSections(of: node) {
            let chosen = listSectionSize(section, width: width)
            content.height += Self.gapAbove(section) + chosen.height
            content.width = max(content.width, chosen.width + 2 * Self.listSectionMargin)
        }
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    /// Places a list's sections from its top (not scrolled), each below its gap, inset by the
    /// section margin; a `Section` node (and the views of yours around it) gets the section's
    /// rectangle.
    mutating func placeList(_ node: ViewNode, origin: CGPoint, size: CGSize) {
        let width = max(0, size.width - 2 * Self.listSectionMargin)
        var y = origin.y
        for section in listSections(of: node) {
            y += Self.gapAbove(section)
            let corner = CGPoint(x: origin.x + Self.listSectionMargin, y: y)
            let height = listSectionSize(section, width: width).height
            let rect = CGRect(origin: corner, size: CGSize(width: width, height: height))
            for wrapper in section.wrappers { recordFrame(of: wrapper, rect) }
            if let sectionNode = section.node { recordFrame(of: sectionNode, rect) }
            placeListSection(section, origin: corner, width: width)
            if let sectionNode = section.node { placeFlattened(of: sectionNode) }
            y += height
        }
    }
}
