import Foundation

/// A control that shares items [A]: a visible node `ShareLink` laid out and drawn as its
/// label (by default `Label("Share", systemImage: "square.and.arrow.up")`), a button in the
/// tint colour; a tap presents the system's share sheet, a `presentation` event naming the
/// items (`shareLink "https://…" presented`, several separated by commas), which shares nothing
/// here. A `SharePreview` is kept for the sheet, which is not drawn.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View, BuiltinView
where Data.Element: Transferable {
    public typealias Body = Never
    let label: Label
    let items: [String]

    init(items: Data, label: Label) {
        self.label = label
        self.items = items.map { String(describing: $0) }
    }

    /// Items shared with a custom label [A].
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, label: label())
    }

    /// Items shared with their previews and a custom label [A].
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }

    /// An item shared with its preview and a custom label [A].
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "ShareLink", typeName: "ShareLink")
        node.setDrawing(SceneTraits.control(.button, title: nil))
        runtime.traceTint(of: node, context)
        let detail = "shareLink \(items.map(Text.quoted).joined(separator: ", ")) presented"
        node.tapActions.insert(TapAction { [weak runtime, weak node] in runtime?.record(.presentation, node: node, detail: detail) }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(label, context.forContent)
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// An item shared with a custom label [A].
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

/// The system's label: "Share" (or the title given) with the share symbol.
public typealias DefaultShareLinkLabel = Label<Text, Image>

extension ShareLink where Label == DefaultShareLinkLabel {
    static func shareLabel(_ title: Text) -> DefaultShareLinkLabel {
        DefaultShareLinkLabel(text: title.string, title: title, icon: Image(systemName: "square.and.arrow.up"))
    }

    /// Items shared with a title [A].
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, label: Self.shareLabel(title))
    }

    /// Items shared with the system's label and their previews [A].
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: Self.shareLabel(Text("Share")))
    }

    /// An item shared with a title and its preview [A].
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Self.shareLabel(title))
    }

    /// An item shared with the system's label and its preview [A].
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Self.shareLabel(Text("Share")))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never {
    /// An item shared with the system's label [A].
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Self.shareLabel(Text("Share")))
    }

    /// An item shared with a title given as a localised string key [A].
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Self.shareLabel(Text(titleKey)))
    }

    /// An item shared with a title given as a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Self.shareLabel(Text(title)))
    }

    /// Items shared with the system's label [A].
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: Self.shareLabel(Text("Share")))
    }
}

/// What the share sheet shows of an item [A]: a title, an image and an icon; kept, not drawn
/// (the sheet is not).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon [A].
    public init(_ title: Text, image: Image, icon: Icon) {
        (self.title, self.image, self.icon) = (title, image, icon)
    }

    /// A preview with a localised title, an image and an icon [A].
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// A preview with a title string, an image and an icon [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image [A].
    public init(_ title: Text, image: Image) { (self.title, self.image, self.icon) = (title, image, nil) }
    /// A preview with a localised title and an image [A].
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    /// A preview with a title string and an image [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon [A].
    public init(_ title: Text, icon: Icon) { (self.title, self.image, self.icon) = (title, nil, icon) }
    /// A preview with a localised title and an icon [A].
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    /// A preview with a title string and an icon [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only [A].
    public init(_ title: Text) { (self.title, self.image, self.icon) = (title, nil, nil) }
    /// A preview with a localised title only [A].
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
    /// A preview with a title string only [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

/// A value that can be shared or dragged [A] (CoreTransferable): here `String`, `URL`, `Image`
/// and `Never` (for a preview without an image or icon), shared as their description;
/// transfer representations are not there.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
