import Foundation

/// One resolved track of a grid (a column of a `LazyVGrid`, a row of a `LazyHGrid`): its extent
/// across the grid, the space after it and how views sit in its cells.
struct GridTrack: Equatable {
    var extent: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
}

/// `LazyVGrid`/`LazyHGrid`: its lines grow along `lines` (vertical for a `LazyVGrid`, whose
/// lines are rows), each line has one cell per resolved item across it.
struct LazyGridLayout: ContainerLayout {
    /// The axis the grid grows along.
    let lines: Axis
    let items: [GridItem]
    /// Where the block of items sits across the grid when it is narrower (0 … 1).
    let alignment: CGFloat
    /// Between lines, points (nil: the default spacing).
    let spacing: CGFloat?

    /// The tracks of `items` in `available` points [GUESS: SwiftUI documents the item sizes, not
    /// the algorithm]: fixed items take their size; the space left after them and the spacing
    /// is shared equally among the others, an item whose bounds cut its share taking its bound
    /// first; an adaptive item then holds as many tracks of at least its minimum as fit in its
    /// share (each at most its maximum). Without a proposal a flexible item takes its minimum
    /// and an adaptive one a single track of its minimum.
    static func tracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
        let spacings = items.map { $0.spacing ?? LayoutPass.defaultSpacing }
        var extents: [CGFloat?] = items.map { item in
            switch item.size {
            case .fixed(let size): size
            case .flexible(let minimum, _), .adaptive(let minimum, _): available == nil ? minimum : nil
            }
        }
        if let available {
            func clamp(_ index: Int, _ share: CGFloat) -> CGFloat {
                switch items[index].size {
                case .fixed(let size): size
                case .flexible(let minimum, let maximum): max(minimum, min(maximum, share))
                case .adaptive(let minimum, _): max(minimum, share)
                }
            }
            var remaining = available - spacings.dropLast().reduce(0, +) - extents.compactMap { $0 }.reduce(0, +)
            var open = items.indices.filter { extents[$0] == nil }
            while !open.isEmpty {
                let share = max(0, remaining) / CGFloat(open.count)
                let bound = open.filter { clamp($0, share) != share }
                if bound.isEmpty {
                    for index in open { extents[index] = share }
                    break
                }
                for index in bound {
                    extents[index] = clamp(index, share)
                    remaining -= clamp(index, share)
                }
                open.removeAll { bound.contains($0) }
            }
        }
        var tracks: [GridTrack] = []
        for (index, item) in items.enumerated() {
            let extent = extents[index] ?? 0
            let alignment = item.alignment ?? .center
            guard case .adaptive(let minimum, let maximum) = item.size, available != nil else {
                tracks.append(GridTrack(extent: extent, spacing: spacings[index], alignment: alignment))
                continue
            }
            let spacing = spacings[index]
            let fitting = minimum + spacing > 0 ? ((extent + spacing) / (minimum + spacing)).rounded(.down) : 1
            let count = Int(min(max(1, fitting), 1000))
            let each = min(maximum, (extent - spacing * CGFloat(count - 1)) / CGFloat(count))
            tracks += Array(repeating: GridTrack(extent: each, spacing: spacing, alignment: alignment), count: count)
        }
        return tracks
    }

    /// A grid's cells for a proposal: its tracks, and its views line by line with the size each
    /// chose for its track (proposed the track's extent across, nothing along).
    private func cells(_ subviews: LayoutSubviews, _ p: ProposedViewSize) -> (tracks: [GridTrack], lines: [[(view: LayoutSubview, size: CGSize)]]) {
        let across: Axis = lines == .vertical ? .horizontal : .vertical
        let tracks = Self.tracks(items, available: p.value(across))
        guard !tracks.isEmpty else { return (tracks, []) }
        var result: [[(view: LayoutSubview, size: CGSize)]] = []
        for (index, child) in subviews.enumerated() {
            if index % tracks.count == 0 { result.append([]) }
            let chosen = child.sizeThatFits(.along(lines, main: nil, cross: tracks[index % tracks.count].extent))
            result[result.count - 1].append((child, chosen))
        }
        return (tracks, result)
    }

    /// A grid's size: its lines and their spacing along, the proposal (else its tracks) across.
    func sizeThatFits(proposal p: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) -> CGSize {
        let across: Axis = lines == .vertical ? .horizontal : .vertical
        let (tracks, cells) = self.cells(subviews, p)
        let along = cells.map { line in line.map { $0.size.value(lines) }.max() ?? 0 }.reduce(0, +)
            + (spacing ?? LayoutPass.defaultSpacing) * CGFloat(max(0, cells.count - 1))
        return .along(lines, main: along, cross: p.value(across) ?? GridTrack.extent(of: tracks))
    }

    /// Places a grid's views: line after line, each in its track's cell, aligned in it.
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: LayoutSubviews, cache: inout Void) {
        let origin = bounds.origin, size = bounds.size
        let across: Axis = lines == .vertical ? .horizontal : .vertical
        let (tracks, cells) = self.cells(subviews, ProposedViewSize(size))
        var along: CGFloat = 0
        for line in cells {
            let depth = line.map { $0.size.value(lines) }.max() ?? 0
            var position = (size.value(across) - GridTrack.extent(of: tracks)) * alignment
            for (cell, track) in zip(line, tracks) {
                let cellSize = CGSize.along(lines, main: depth, cross: track.extent)
                let corner = CGSize.along(lines, main: along, cross: position)
                let inset = track.alignment.origin(of: cell.size, in: cellSize)
                cell.view.place(
                    in: CGRect(origin: CGPoint(x: origin.x + corner.width + inset.x, y: origin.y + corner.height + inset.y), size: cell.size),
                    proposal: .along(lines, main: nil, cross: track.extent))
                position += track.extent + track.spacing
            }
            along += depth + (spacing ?? LayoutPass.defaultSpacing)
        }
        subviews.frameFlattenedViews()
    }
}

extension GridTrack {
    /// The tracks with the spacing between them.
    static func extent(of tracks: [GridTrack]) -> CGFloat {
        tracks.map(\.extent).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
    }
}
