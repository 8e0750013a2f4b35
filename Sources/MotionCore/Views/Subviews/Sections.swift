/// A section of a view as `Group(sections:transform:)` and `ForEach(sections:content:)` hand it
/// [A] (iOS 18): the subviews of a `Section`'s header, content and footer; views outside any
/// section, one after another, make a section without header or footer.
public struct SectionConfiguration: Identifiable {
    /// The section's position in the view it was resolved from [A].
    public struct ID: Hashable {
        let path: [StructuralKey.Component]
    }

    public let id: ID
    /// The header's subviews [A].
    public let header: SubviewsCollection
    /// The rows' subviews [A].
    public let content: SubviewsCollection
    /// The footer's subviews [A].
    public let footer: SubviewsCollection
    /// The section's container values [A]: its tag.
    public var containerValues: ContainerValues
}

/// The sections of a view [A].
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// A `Section`'s parts.
protocol SectionParts {
    var parts: (header: any View, content: any View, footer: any View) { get }
}

extension Section: SectionParts {
    var parts: (header: any View, content: any View, footer: any View) { (header, content, footer) }
}

enum SectionResolution {
    /// The sections of `view`: each `Section` among its subviews, and each run of other subviews.
    static func sections(of view: any View) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        func closeLoose() {
            guard let first = loose.first else { return }
            let empty = SubviewsCollection(subviews: [])
            sections.append(SectionConfiguration(
                id: .init(path: first.id.path), header: empty, content: SubviewsCollection(subviews: loose), footer: empty,
                containerValues: ContainerValues()))
            loose = []
        }
        for subview in SubviewResolution.subviews(of: view) {
            guard let section = subview.view as? SectionParts else {
                loose.append(subview)
                continue
            }
            closeLoose()
            let parts = section.parts
            func resolved(_ part: any View, _ slot: String) -> SubviewsCollection {
                let inner = SubviewResolution.subviews(of: part).map {
                    Subview(id: .init(path: subview.id.path + [.slot(slot)] + $0.id.path), view: $0.view, containerValues: $0.containerValues)
                }
                return SubviewsCollection(subviews: inner)
            }
            sections.append(SectionConfiguration(
                id: .init(path: subview.id.path), header: resolved(parts.header, "header"), content: resolved(parts.content, "content"),
                footer: resolved(parts.footer, "footer"), containerValues: subview.containerValues))
        }
        closeLoose()
        return sections
    }
}
