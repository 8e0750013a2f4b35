import Foundation

/// What to show where content is unavailable (an empty list, a search without results) [A]
/// (iOS 17): a visible node `ContentUnavailableView` (`ContentUnavailableView("No Mail")` for the
/// title forms) that takes all the space offered and centres, 16 points apart, its label (the
/// icon at 48 points over the title in `title2` bold, 8 points apart), its description (callout,
/// secondary, centred) and its actions [GUESS: iOS's metrics, not documented].
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, BuiltinView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions
    var title: String?

    /// A view built from a label, a description and actions [A].
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "ContentUnavailableView", title: title, at: walk, context, tappableByTitle: false)
        node.layout.base = PassthroughLayout()
        let body = VStack(spacing: 16) {
            label.labelStyle(UnavailableLabelStyle())
            description.font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(body, context.forContent)
        }
    }
}

/// The label of a `ContentUnavailableView`: its icon large over its title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48))
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == MotionCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, an SF Symbol and an optional description [A].
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MotionCore.Label(title, systemImage: name) }, description: { description })
        self.title = title.text
    }

    /// A view with a title, an image of the asset catalogue and an optional description [A].
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { MotionCore.Label(title, image: name) }, description: { description })
        self.title = title.text
    }

    /// A view with a title, an SF Symbol and an optional description [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MotionCore.Label(title, systemImage: name) }, description: { description })
        self.title = String(title)
    }
}

/// The parts of `ContentUnavailableView.search` [A].
public struct SearchUnavailableContent {
    /// The search's label: a magnifying glass over "No Results" [A].
    public struct Label: View {
        public var body: some View { MotionCore.Label("No Results", systemImage: "magnifyingglass") }
    }

    /// The search's description: the query, or advice to search again [A].
    public struct Description: View {
        let text: String?
        public var body: some View {
            if let text {
                Text("No results for “\(text)” were found. Check the spelling or try a new search.")
            } else {
                Text("Check the spelling or try a new search.")
            }
        }
    }

    /// The search's actions: none [A].
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The view of a search without results [A]; the query is not read from the environment
    /// (search fields are not simulated), so the description is the general one.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label() }, description: { Description(text: nil) }, actions: { Actions() })
    }

    /// The view of a search for `text` without results [A]: "No Results" and the query in the
    /// description.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { Label() }, description: { Description(text: text) }, actions: { Actions() })
    }
}
