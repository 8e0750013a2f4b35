import MotionAnimation

/// Transitions (SEMANTICS.md, "Transitions"): a view inserted by an animated update is shown in
/// `.willAppear`, laid out, then animated to `.identity` by a second pass of the same update; a
/// view removed by an animated update stays in the tree (not laid out, not tappable) animating to
/// `.didDisappear`, and leaves after the first frame where nothing in it animates.
extension ViewRuntime {
    /// Walks `content` through `transition` in the phase of its view.
    /// The default transition (`isDefault`, `.opacity`) is applied only while the view is
    /// inserted or removed, and recorded as no style.
    ///
    /// Content of several views (a block, a `Group`, an `if`, a `ForEach`) gets the transition
    /// per view, unless a view carries its own; inside the walk of a view being removed no
    /// transition starts.
    func walkTransition(_ transition: AnyTransition, content: any View, at walk: Walk, _ context: WalkContext, isDefault: Bool = false) {
        if transitions.removalWalkDepth > 0 {
            walk.walk(content, context)
            return
        }
        if let list = content as? any TransitionDistributing {
            list.forEachPlace(walk) { place, view in
                if (view as? any TransitionCarrier)?.carriesTransition == true {
                    place.walk(view, context)
                } else {
                    self.walkTransition(transition, content: view, at: place, context, isDefault: isDefault)
                }
            }
            return
        }
        let transition = transition.adjusted(reduceMotion: context.environment.accessibilityReduceMotion)
        let stateKey = walk.key.appending(.slot("transition"))
        var context = context
        if !isDefault { context.pending.append(.style("transition(\(transition))")) }
        // The transaction an insertion here runs with: the transition's own animation, if it has
        // one, beats the update's; it is not applied to later updates of the shown view.
        var insertion = context.transaction
        if let own = transition.insertionAnimation { insertion.animation = own }
        let box: TransitionBox
        var isLastInsertionPass = false
        if let existing = walk.owner.modifierState[stateKey] as? TransitionBox {
            box = existing
            box.transition = transition
            switch box.stage {
            case .inserting(let laidOut) where isFlippingInsertions:
                if laidOut {
                    box.stage = .shown
                    isLastInsertionPass = true
                    context.transaction = box.insertionTransaction
                } else {
                    box.stage = .inserting(laidOut: true)
                    context.transaction = Transaction()
                }
            default:
                break
            }
        } else {
            context.transaction = insertion
            box = TransitionBox(transition: transition, content: content, context: context, owner: walk.owner, walkKey: walk.key, stateKey: stateKey)
            walk.owner.modifierState[stateKey] = box
            let isInsertionRoot = walk.owner.createdInWalk != walks.count
            if isInsertionRoot, walks.count > 1, context.transaction.animation != nil {
                box.stage = .inserting(laidOut: false)
                box.insertionTransaction = context.transaction
                transitions.pendingInsertions.append(box)
            }
        }
        let previous = (content: box.content, context: box.context)
        box.content = content
        box.context = context
        context.isInTransition = true
        // The roots are the owner's children the content adds: the owner's order only grows
        // while its content is walked.
        let firstRoot = walk.owner.childOrder.count
        if isDefault, !isLastInsertionPass, case .shown = box.stage {
            walk.walk(content, context)
        } else {
            walk.walk(transition.apply(content, box.phase), context)
        }
        let roots = walk.owner.childOrder[firstRoot...].filter { $0.firstVisible != nil }
        guard !roots.isEmpty else { return }
        let former = box.roots.compactMap(\.node).filter { $0.isAlive && !$0.isRemoving }
        if !former.isEmpty, !former.contains(where: { old in roots.contains { $0 === old } }) {
            // Other views in the same place (a new `.id`): the former ones keep what they showed
            // for their removal; the new ones are inserted.
            let copy = box.copy(for: former, content: previous.content, context: previous.context)
            for node in former { node.transitions.append(copy) }
            if case .shown = box.stage, !isFlippingInsertions, roots.contains(where: { $0.createdInWalk == walks.count }),
                insertion.animation != nil
            {
                box.stage = .inserting(laidOut: false)
                box.insertionTransaction = insertion
                transitions.pendingInsertions.append(box)
            }
        }
        for root in roots where !box.hasRoot(root) {
            if case .inserting = box.stage { record(.transition, node: root, detail: "insertion \(transition)") }
        }
        box.roots = roots.map { WeakNode(node: $0) }
        for root in roots where !root.transitions.contains(where: { $0 === box }) {
            root.transitions.append(box)
        }
    }

    /// Whether the current walk is the second pass of an update that inserted views with a
    /// transition.
    var isFlippingInsertions: Bool { transitions.flipPass }

    /// The extra passes of an update that inserted views with a transition: one laying them out
    /// in `.willAppear`, one animating them to `.identity`.
    func flipInsertions(transaction: Transaction) {
        guard !transitions.pendingInsertions.isEmpty else { return }
        transitions.flipPass = true
        performWalk(transaction: transaction) { self.walkRoot($0) }
        performWalk(transaction: transaction) { self.walkRoot($0) }
        transitions.flipPass = false
        transitions.pendingInsertions = []
    }

    /// Removes the children of `node` its last walk did not meet: a view with a transition
    /// removed by an animated transaction starts its removal instead; views being removed stay.
    func finishContent(of node: ViewNode, transaction: Transaction) {
        let previous = node.previousOrder
        let leaving = node.endContent()
        var removals: [(box: TransitionBox, members: [(key: StructuralKey, node: ViewNode)])] = []
        for (key, child) in leaving {
            if child.isRemoving {
                node.keep(child, at: key, previousOrder: previous)
            } else if let box = removingTransition(of: child, leaving: leaving.map(\.1), transaction: transaction) {
                if let index = removals.firstIndex(where: { $0.box === box }) {
                    removals[index].members.append((key, child))
                } else {
                    removals.append((box, [(key, child)]))
                }
            } else {
                walks.removedNodes += child.detach()
            }
        }
        for removal in removals {
            startRemoval(of: removal.members, box: removal.box, in: node, transaction: transaction, previousOrder: previous)
        }
    }

    /// The transition that removes `child`: of those that have it as a root, run by an animated
    /// transaction (or their own animation), and whose roots all leave now, the outermost (the
    /// `if` around a view, not the `if` of its `background`); nil when it leaves at once.
    private func removingTransition(of child: ViewNode, leaving: [ViewNode], transaction: Transaction) -> TransitionBox? {
        Self.outermost(child.transitions.filter { box in
            box.hasRoot(child) && (transaction.animation != nil || box.transition.removalAnimation.map { $0 != nil } == true)
                && box.roots.allSatisfy { root in
                    guard let root = root.node, root.isAlive, !root.isRemoving else { return true }
                    return leaving.contains { $0 === root }
                }
        })
    }

    /// Whether the removed view `node` leaves by a transition, animated or not: the outermost
    /// transition that has it as a root (its `if` branch's or `.id`'s default `.opacity`, or a
    /// `.transition` on it) removes it otherwise than `.identity` does. Its `onDisappear` then
    /// runs after the `onAppear` of the views its update inserted (SEMANTICS.md, "Events and time").
    func leavesByTransition(_ node: ViewNode) -> Bool {
        guard let box = Self.outermost(node.transitions.filter { $0.hasRoot(node) }) else { return false }
        return !box.transition.removesAsIdentity
    }

    /// Of transitions that share a root, the one walked nearest the root's owner (the shortest key).
    private static func outermost(_ boxes: [TransitionBox]) -> TransitionBox? {
        boxes.min { $0.walkKey.components.count < $1.walkKey.components.count }
    }

    /// Starts the removal of the roots of one transition (all that left): they stay, walked
    /// again from keys of their own, first at identity, then to `.didDisappear`.
    private func startRemoval(
        of members: [(key: StructuralKey, node: ViewNode)], box: TransitionBox, in node: ViewNode, transaction: Transaction,
        previousOrder: [ViewNode]
    ) {
        if let owner = box.owner, owner.modifierState[box.stateKey] as AnyObject? === box {
            owner.modifierState[box.stateKey] = nil
        }
        box.stage = .removing
        transitions.removalGroups += 1
        for member in members {
            member.node.removalGroup = transitions.removalGroups
            member.node.isRemoving = true
            member.node.removalWalk = walks.count
            transitions.removingNodes.append(member.node)
        }
        // The views walk again from keys of their own, so that a view inserted at their old place
        // is another view.
        let removalBase = box.walkKey.appending(.slot("removing")).appending(.id(AnyHashable(ObjectIdentifier(members[0].node))))
        let removalKeys = members.map { member in
            member.key.components.dropFirst(box.walkKey.components.count).reduce(removalBase) { $0.appending($1) }
        }
        func reinsert() {
            for (member, key) in zip(members, removalKeys) { node.reinsert(member.node, at: key) }
        }
        transitions.removalWalkDepth += 1
        defer { transitions.removalWalkDepth -= 1 }
        var context = box.context
        context.isInTransition = true
        // First at identity without animation (the default transition's modifiers are not there
        // while the view is shown), then to `.didDisappear` with the removal's transaction.
        context.transaction = Transaction()
        reinsert()
        Walk(runtime: self, owner: node, key: removalBase).walk(box.transition.apply(box.content, .identity), context)
        context.transaction = transaction
        if let own = box.transition.removalAnimation { context.transaction.animation = own }
        for member in members { record(.transition, node: member.node, detail: "removal \(box.transition)") }
        reinsert()
        Walk(runtime: self, owner: node, key: removalBase).walk(box.transition.apply(box.content, .didDisappear), context)
        for (member, key) in zip(members, removalKeys) { node.keep(member.node, at: key, previousOrder: previousOrder) }
    }

    /// Removes the views whose removal transition has finished (no property in them animates;
    /// their frames may still move), after a frame's sample: `disappear` events and
    /// `onDisappear` run then.
    func finishRemovals() {
        guard !transitions.removingNodes.isEmpty else { return }
        // Views removed with their container meanwhile are gone already.
        transitions.removingNodes.removeAll { !$0.isAlive }
        func isAnimating(_ node: ViewNode) -> Bool {
            var animating = false
            node.forEachInTree { animating = animating || $0.propertyOrder.contains(where: \.isAnimating) }
            return animating
        }
        // The roots of one removal leave together, when nothing in any of them animates.
        let animatingGroups = Set(transitions.removingNodes.filter(isAnimating).map(\.removalGroup))
        let done = transitions.removingNodes.filter { !animatingGroups.contains($0.removalGroup) }
        guard !done.isEmpty else { return }
        transitions.removingNodes.removeAll { node in done.contains { $0 === node } }
        performWalk(transaction: Transaction()) { _ in
            for node in done {
                node.parent?.removeChild(node)
                self.walks.removedNodes += node.detach()
            }
        }
        flush()
    }
}
