import Foundation
import MotionAnimation
import TraceFormat

extension ViewRuntime {
    /// Queues a state change made now: `change` commits the new value when its update is applied.
    /// Consecutive changes in the same `withTransaction` call (or outside any) form one update
    /// with that call's transaction (`Transaction.current`).
    func enqueueChange(_ change: @escaping () -> Void) {
        let scope = TransactionScope.current
        if let last = queue.updates.last, last.scope === scope {
            queue.updates[queue.updates.count - 1].changes.append(change)
        } else {
            queue.updates.append(PendingUpdate(scope: scope, transaction: Transaction.current, changes: [change]))
        }
    }

    /// Applies queued updates and the work they cause until nothing is left: each update commits
    /// its changes and re-evaluates the tree from the root with its transaction; lifecycle and
    /// `onChange` actions run after the walk that caused them.
    func flush() {
        var applied = 0
        while true {
            if !queue.postActions.isEmpty {
                let actions = queue.postActions
                queue.postActions = []
                for action in actions { action() }
                continue
            }
            guard !queue.updates.isEmpty else { break }
            applied += 1
            guard applied <= Self.maximumUpdatesPerEvent else {
                warn("more than \(Self.maximumUpdatesPerEvent) state updates in one event (a view that changes state in every update?); the rest were dropped")
                queue.updates = []
                break
            }
            let update = queue.updates.removeFirst()
            for change in update.changes { change() }
            performWalk(transaction: update.transaction) { self.walkRoot($0) }
            flipInsertions(transaction: update.transaction)
            for listener in update.transaction.completionListeners {
                listener.finalize()
                if !completions.listeners.contains(where: { $0 === listener }) { completions.listeners.append(listener) }
            }
        }
    }

    /// Walks the root view with `transaction`.
    func walkRoot(_ transaction: Transaction) {
        host.beginContent()
        walk(rootView, at: Walk(runtime: self, owner: host, key: .root), WalkContext(transaction: transaction, environment: environment))
        finishContent(of: host, transaction: transaction)
    }

    /// Runs a walk (`body`) and schedules what it caused: `onAppear` and tasks for inserted nodes
    /// (parents first) and `onDisappear` for removed ones — before the insertions for a view
    /// removed without a transition (`.identity`), after them for one that leaves by a
    /// transition (`leavesByTransition`), as SwiftUI orders them — then `onChange` actions. The
    /// `appear` and `disappear` events follow the same order.
    func performWalk(transaction: Transaction, _ body: (Transaction) -> Void) {
        let wasWalking = walks.isWalking
        walks.isWalking = true
        walks.count += 1
        if wasWalking { body(transaction) } else { observingReads { body(transaction) } }
        walks.isWalking = wasWalking
        // Paths of new nodes, now that removed ones have freed theirs, in tree order.
        for node in walks.insertedNodes where node.isAlive { _ = node.path }
        if !wasWalking {
            let records = deferredRecords
            deferredRecords = []
            for record in records { record() }
        }
        performLayout(transaction: transaction)
        if !wasWalking { reevaluateLayoutReaders(transaction: transaction) }
        if !wasWalking, layouts.reevaluationDepth == 0 { commitGeometry() }
        if !wasWalking, layouts.reevaluationDepth == 0 { notePreferenceChanges() }
        let removed = walks.removedNodes
        let inserted = walks.insertedNodes.filter(\.isAlive)
        let changes = queue.changeActions
        walks.removedNodes = []
        walks.insertedNodes = []
        queue.changeActions = []

        // Paths of new nodes, now that removed ones have freed theirs, in tree order.
        for node in inserted { _ = node.path }
        let removedSet = Set(removed.map(ObjectIdentifier.init))
        // The subtree of a removed root leaves as the root does.
        var byTransition: Set<ObjectIdentifier> = []
        for node in removed {
            node.cancelTasks()
            let isRoot = node.parent.map { !removedSet.contains(ObjectIdentifier($0)) } ?? true
            if isRoot ? leavesByTransition(node) : byTransition.contains(ObjectIdentifier(node.parent!)) {
                byTransition.insert(ObjectIdentifier(node))
            }
        }
        let leavingFirst = removed.filter { !byTransition.contains(ObjectIdentifier($0)) }
        let leavingLast = removed.filter { byTransition.contains(ObjectIdentifier($0)) }
        func recordDisappearances(_ nodes: [ViewNode]) {
            for node in nodes {
                if let parent = node.parent, removedSet.contains(ObjectIdentifier(parent)) { continue }
                if node.reportingNode != nil, node.isVisible || node.firstVisible != nil {
                    record(.disappear, node: node)
                }
            }
        }
        recordDisappearances(leavingFirst)
        let insertedSet = Set(inserted.map(ObjectIdentifier.init))
        for node in inserted {
            if let parent = node.parent, insertedSet.contains(ObjectIdentifier(parent)) { continue }
            record(.appear, node: node)
        }
        recordDisappearances(leavingLast)
        for node in leavingFirst { queueDisappearance(of: node) }
        for node in inserted { queueAppearance(of: node) }
        for node in leavingLast { queueDisappearance(of: node) }
        queue.postActions += changes
    }

    /// Queues an inserted node's `onAppear` actions and tasks, then those of each `.id` place
    /// around it that appears with it (its first view).
    private func queueAppearance(of node: ViewNode) {
        func queueOwn(_ node: ViewNode) {
            queue.postActions += node.appearActions
            for (index, task) in node.tasks.enumerated() {
                queue.postActions.append { [unowned self, unowned node] in self.startTask(task, index: index, for: node) }
            }
        }
        queueOwn(node)
        for place in node.identityPlaces where !place.isShown {
            place.isShown = true
            queueOwn(place.lifecycle)
        }
    }

    /// Queues a removed node's `onDisappear` actions, then those of each `.id` place around it
    /// that disappears with it (no view in the tree carries it any more), whose tasks it cancels.
    private func queueDisappearance(of node: ViewNode) {
        queue.postActions += node.disappearActions
        for place in node.identityPlaces where place.isShown && !place.hasLiveCarrier {
            place.isShown = false
            place.lifecycle.cancelTasks()
            queue.postActions += place.lifecycle.disappearActions
        }
    }


    /// Re-evaluates every frame-driven node (outermost first) with an empty transaction; a
    /// frame-driven node with nothing new this frame is skipped, not the ones inside it. Nodes
    /// become frame-driven only in a walk, so after a walk that left none the tree is not
    /// searched again until the next one.
    func driveFrame() {
        guard walks.withoutFrameDrivenNodes != walks.count else { return }
        var driven: [ViewNode] = []
        var anyFrameDriven = false
        func collect(_ node: ViewNode) {
            if node.isFrameDriven, node.rewalk != nil {
                anyFrameDriven = true
                if node.frameUpdateIsDue?() ?? true {
                    driven.append(node)
                    return
                }
            }
            for child in node.childOrder { collect(child) }
        }
        collect(host)
        if !anyFrameDriven { walks.withoutFrameDrivenNodes = walks.count }
        guard !driven.isEmpty else { return }
        performWalk(transaction: Transaction()) { transaction in
            for node in driven where node.isAlive { node.rewalk?(transaction) }
        }
        flush()
    }

    /// Runs the completion callbacks that are due, then the updates they cause, repeatedly.
    func fireCompletions() {
        for _ in 0..<Self.maximumCompletionRounds {
            let due = completions.listeners.filter(\.isDue)
            guard !due.isEmpty else { return }
            completions.listeners.removeAll { listener in due.contains { $0 === listener } }
            for listener in due {
                if completions.internalListeners.remove(ObjectIdentifier(listener)) == nil {
                    record(.completion, detail: listener.criteria == .removed ? "removed" : "logicallyComplete")
                }
                listener.fireIfDue()
            }
            flush()
        }
    }
}
