/// `Group(subviews:transform:)`'s content [A]: the view `transform` builds from the subviews of
/// `subviews`, resolved at each walk, walked in the group's place.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(transform(SubviewsCollection(subviews: SubviewResolution.subviews(of: subviews))), context)
    }
}

/// `Group(sections:transform:)`'s content [A]: the view `transform` builds from the sections of
/// `sections`, resolved at each walk, walked in the group's place.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(transform(SectionCollection(sections: SectionResolution.sections(of: sections))), context)
    }
}

extension Group {
    /// A group of the view `transform` builds from the subviews of `view` [A] (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// A group of the view `transform` builds from the sections of `view` [A] (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// The subviews of a view as a `ForEach`'s data [A].
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// The sections of a view as a `ForEach`'s data [A].
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach {
    /// A view per subview of `view`, identified by the subview's id [A] (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(subviews: SubviewResolution.subviews(of: view)), identifiedBy: \.id, content: content)
    }

    /// A view per section of `view`, identified by the section's id [A] (iOS 18).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(sections: SectionResolution.sections(of: view)), identifiedBy: \.id, content: content)
    }
}
