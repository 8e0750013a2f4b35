import MotionAnimation
import TraceFormat

extension ViewRuntime {
    /// Walks `view` at `walk`: built-in views walk themselves, shapes are leaves, every other
    /// view is a composite whose `body` is walked.
    func walk(_ view: any View, at walk: Walk, _ context: WalkContext) {
        if let builtin = view as? any BuiltinView {
            builtin.walk(walk, context)
        } else if let shape = view as? any Shape {
            visitShape(shape, at: walk, context)
        } else if let preview = view as? any _PreviewRoot {
            visitPreviewRoot(preview, at: walk, context)
        } else if hasNeverBody(view) {
            warn("\(type(of: view)) is a primitive view MotionCore does not know; it is left out", node: walk.owner)
        } else {
            visitComposite(view, at: walk, context)
        }
    }

    /// The node at `walk` for a view of `viewType`: the existing one if the view kept its
    /// identity, else a new one (the old one, if any, is removed).
    func node(
        for viewType: Any.Type, at walk: Walk, visible: Bool,
        name: @autoclosure () -> String, typeName: @autoclosure () -> String
    ) -> ViewNode {
        var key = walk.key
        if walk.owner.hasSeenChild(at: key) {
            var occurrence = 1
            while walk.owner.hasSeenChild(at: key.appending(.duplicate(occurrence))) { occurrence += 1 }
            key = key.appending(.duplicate(occurrence))
        }
        let identifier = ObjectIdentifier(viewType)
        if let existing = walk.owner.existingChild(at: key, viewType: identifier) {
            walk.owner.adopt(existing, at: key)
            if visible { fillProbes(with: existing) }
            return existing
        }
        let created = ViewNode(visible: visible, viewType: identifier, name: name(), typeName: typeName(), parent: walk.owner)
        created.createdInWalk = walks.count
        if let replaced = walk.owner.adopt(created, at: key) {
            walks.removedNodes += replaced.detach()
        }
        walks.insertedNodes.append(created)
        if visible { fillProbes(with: created) }
        return created
    }

    /// Gives `node` to every probe still waiting for the first visible node of its walk.
    private func fillProbes(with node: ViewNode) {
        for index in walks.nodeProbes.indices where walks.nodeProbes[index] == nil {
            walks.nodeProbes[index] = node
        }
    }

    /// A visible leaf or container node with the pending modifiers landed on it.
    func visibleNode(
        for viewType: Any.Type, at walk: Walk, _ context: WalkContext,
        name: @autoclosure () -> String, typeName: @autoclosure () -> String
    ) -> ViewNode {
        let node = node(for: viewType, at: walk, visible: true, name: name(), typeName: typeName())
        land(context.pending, on: node)
        node.isEnabled = context.environment.isEnabled
        node.layout.transaction = context.transaction
        node.layout.walk = walks.count
        return node
    }

    /// Walks a container's content inside `node`, then removes the children it no longer has
    /// (with `transaction`, the transaction of the content: an animated one runs their removal
    /// transitions).
    func walkContent(of node: ViewNode, transaction: Transaction = Transaction(), _ body: (Walk) -> Void) {
        let collecting = beginPreferences(of: node)
        node.beginContent()
        body(Walk(runtime: self, owner: node, key: .root))
        finishContent(of: node, transaction: transaction)
        if collecting { endPreferences(of: node) }
    }

    // MARK: Composites

    /// Your own view: a visible node named after its type; its dynamic properties are connected
    /// to the node's storage and its `body` is walked. An `Animatable` view animates its
    /// `animatableData` (property `animatableData`) and is re-evaluated with the presented data
    /// every frame while it animates.
    private func visitComposite(_ view: any View, at walk: Walk, _ context: WalkContext) {
        let node = visibleNode(for: type(of: view), at: walk, context, name: Self.typeName(of: view), typeName: Self.typeName(of: view))
        let content = context.forContent
        node.rewalk = { [unowned self, unowned node] transaction in
            var context = content
            context.transaction = transaction
            self.evaluateComposite(view, node: node, context)
        }
        evaluateComposite(view, node: node, content)
    }

    private func evaluateComposite(_ view: any View, node: ViewNode, _ context: WalkContext) {
        DynamicPropertyInstaller.install(in: view, node: node, runtime: self, environment: context.environment)
        var shown = view
        if let animatable = view as? any Animatable {
            shown = presented(animatable, node: node, property: TraceProperty.animatableData.name, names: nil, context) as! any View
        } else {
            node.isFrameDriven = false
        }
        let body = Self.body(of: shown)
        walkContent(of: node, transaction: context.transaction) { walk in
            walk.walk(body, context)
        }
    }

    /// A `ViewModifier` of yours applied with `.modifier(_:)`: a transparent node holding its
    /// state; its `body(content:)` is walked with the modifiers above it still pending, so they
    /// land on the first node it produces. An `Animatable` modifier animates its data as a
    /// property named after its type.
    func visitModifier<Modifier: ViewModifier>(_ modifier: Modifier, content: any View, at walk: Walk, _ context: WalkContext) {
        let typeName = Self.typeName(of: modifier)
        let node = node(for: Modifier.self, at: walk, visible: false, name: typeName, typeName: typeName)
        node.rewalk = { [unowned self, unowned node] transaction in
            var rewalked = context
            rewalked.transaction = transaction
            self.evaluateModifier(modifier, content: content, node: node, rewalked)
        }
        evaluateModifier(modifier, content: content, node: node, context)
    }

    private func evaluateModifier<Modifier: ViewModifier>(_ modifier: Modifier, content: any View, node: ViewNode, _ context: WalkContext) {
        DynamicPropertyInstaller.install(in: modifier, node: node, runtime: self, environment: context.environment)
        var shown = modifier
        if let animatable = modifier as? any Animatable {
            shown = presented(animatable, node: node, property: Self.typeName(of: modifier), names: nil, context) as! Modifier
        } else {
            node.isFrameDriven = false
        }
        let body = shown.body(content: _ViewModifier_Content(content: content))
        walkContent(of: node, transaction: context.transaction) { walk in
            walk.walk(body, context)
        }
    }

    /// `value` with its `animatableData` replaced by the presented data of the node's property
    /// `property` (set from `value` in the context's transaction). Marks the node frame-driven
    /// (its body re-evaluated every frame) while the property animates.
    private func presented<Value: Animatable>(_ value: Value, node: ViewNode, property: String, names: [String]?, _ context: WalkContext) -> Value {
        guard let traced = animateData(of: value, node: node, property: property, names: names, context) else {
            node.isFrameDriven = false
            return value
        }
        var copy = value
        copy.animatableData = traced.value(at: time).animatableData
        node.isFrameDriven = traced.isAnimating
        return copy
    }

    /// Sets the node's property `property` to the animatable data of `value` (creating it with
    /// this first value); `nil` for a type with nothing to animate.
    private func animateData<Value: Animatable>(
        of value: Value, node: ViewNode, property: String, names: [String]?, _ context: WalkContext
    ) -> TracedProperty<TracedData<Value.AnimatableData>>? {
        guard Value.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let data = TracedData(animatableData: value.animatableData, names: names)
        if let existing = node.properties[property] as? TracedProperty<TracedData<Value.AnimatableData>> {
            existing.set(data, transaction: context.transaction, at: time)
            return existing
        }
        let created = TracedProperty(name: property, value: data)
        node.addProperty(created, as: property)
        return created
    }

    // MARK: Shapes

    /// A shape: a visible leaf named after its type; a shape with animatable data (a custom
    /// `Animatable` shape, `RoundedRectangle`'s corner size) animates it.
    private func visitShape(_ shape: any Shape, at walk: Walk, _ context: WalkContext) {
        let node = visibleNode(for: type(of: shape), at: walk, context, name: Self.typeName(of: shape), typeName: Self.typeName(of: shape))
        node.layout.base = ShapeLayout(shape: shape)
        node.setDrawing(SceneTraits.shape(shape))
        animateShapeData(shape, node: node, context)
    }

    /// Animates a shape's data (a shape has no body to re-evaluate).
    private func animateShapeData<S: Shape>(_ shape: S, node: ViewNode, _ context: WalkContext) {
        let named = shape as? any NamedShapeData
        _ = animateData(of: shape, node: node, property: (named?.dataProperty ?? .animatableData).name, names: named?.dataProperty.components, context)
    }

    // MARK: Landing

    /// Lands `pending` (outermost first) on `node`, innermost first: properties are set (repeats
    /// of a name get `[1]`, `[2]` …), styles recorded, actions attached.
    func land(_ pending: [Attachment], on node: ViewNode) {
        node.clearAttachments()
        var counts: [String: Int] = [:]
        var secondaries: [SecondaryLink] = []
        // A view being removed keeps the places it was shown in (its removal walks pass none).
        if transitions.removalWalkDepth == 0 { node.identityPlaces = [] }
        for attachment in pending.reversed() {
            switch attachment {
            case .property(let property, let transaction):
                let count = counts[property.name, default: 0]
                counts[property.name] = count + 1
                let name = count == 0 ? property.name : "\(property.name)[\(count)]"
                property.land(on: node, as: name, transaction: transaction, runtime: self)
                for link in secondaries { link.outerProperties.append(name) }
            case .style(let description):
                node.addStyle(description)
            case .layout(let modifier):
                node.layout.modifiers.append(modifier)
                if case .secondary(let link) = modifier {
                    link.primary = node
                    link.outerProperties = []
                    secondaries.append(link)
                }
            case .hint(let apply):
                apply(&node.layout.hints)
            case .scene(let apply):
                apply(&node.scene)
            case .matched(let link):
                node.matched.append(link)
            case .geometryGroup:
                node.layout.isGeometryGroup = true
            case .appear(let action):
                node.appearActions.append(action)
            case .disappear(let action):
                node.disappearActions.append(action)
            case .tap(let action):
                node.tapActions.append(action)
            case .gesture(let gesture):
                node.gestures.append(gesture)
            case .tag(let value):
                node.tagValue = value
            case .task(let task):
                let index = node.tasks.count
                node.tasks.append(task)
                if let running = node.runningTasks[index], running.id != task.id {
                    queue.postActions.append { [unowned self, unowned node] in
                        running.task.cancel()
                        self.startTask(task, index: index, for: node)
                    }
                }
            case .identityPlace(let place):
                guard transitions.removalWalkDepth == 0 else { break }
                node.identityPlaces.append(place)
                place.carry(node)
            }
        }
    }

    // MARK: Helpers

    /// A view type's name as written (`SlidingSquare`, `Card<Text>`).
    static func typeName(of value: Any) -> String {
        TypeNames.name(of: type(of: value))
    }

    static func body<V: View>(of view: V) -> any View {
        view.body
    }

    private func hasNeverBody<V: View>(_ view: V) -> Bool {
        V.Body.self == Never.self
    }
}

/// A shape whose animatable data is traced as a property of its own (`cornerSize`), with that
/// property's component names.
protocol NamedShapeData {
    var dataProperty: TraceProperty { get }
}
