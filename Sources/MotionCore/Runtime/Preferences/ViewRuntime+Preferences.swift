import Foundation

extension ViewRuntime {
    // MARK: Collecting

    /// Starts collecting what `node`'s content sets (its content walk); false when walks do not
    /// collect (no reader yet).
    func beginPreferences(of node: ViewNode) -> Bool {
        guard preferences.isCollecting else { return false }
        preferences.stamp += 1
        node.preferences.walkStart = preferences.stamp
        preferences.collectors.append([])
        return true
    }

    /// Ends `node`'s content walk: keeps what it collected on the node and refers to the node
    /// in the collection around it (when it set anything, or may be evaluated on its own later).
    func endPreferences(of node: ViewNode) {
        let items = preferences.collectors.removeLast()
        preferences.stamp += 1
        node.preferences.items = items
        node.preferences.walkEnd = preferences.stamp
        if !preferences.collectors.isEmpty, !items.isEmpty || node.rewalk != nil {
            preferences.collectors[preferences.collectors.count - 1].append(.node(WeakNode(node: node)))
        }
    }

    /// Runs `body` (a modifier's content walk) and returns what it set (nothing when walks do
    /// not collect).
    func collectPreferences(_ body: () -> Void) -> [PreferenceItem] {
        guard preferences.isCollecting else {
            body()
            return []
        }
        preferences.collectors.append([])
        body()
        return preferences.collectors.removeLast()
    }

    /// Adds `items` to the collection in progress.
    func passPreferences(_ items: [PreferenceItem]) {
        guard !preferences.collectors.isEmpty, !items.isEmpty else { return }
        preferences.collectors[preferences.collectors.count - 1] += items
    }

    /// What the collection in progress holds so far (the content of a modifier being walked).
    var preferencesSoFar: [PreferenceItem] {
        preferences.collectors.last ?? []
    }

    /// Registers a reader walked for the first time, and turns collecting on.
    func register(_ reader: PreferenceReader) {
        preferences.isCollecting = true
        preferences.readers.append(reader)
    }

    /// The next stamp, for a reader that reads now.
    func takePreferenceStamp() -> Int {
        preferences.stamp += 1
        return preferences.stamp
    }

    // MARK: After an update

    /// Queues the actions of `onPreferenceChange` readers whose value changed in the update
    /// (with the update's `onChange` actions, after it); forgets readers whose owner left.
    func notePreferenceChanges() {
        guard !preferences.readers.isEmpty else { return }
        preferences.readers.removeAll { $0.owner?.isAlive != true }
        for reader in preferences.readers where reader.isLive {
            if let action = reader.changeAction() { queue.changeActions.append(action) }
        }
    }

    /// `stale` and the nodes to evaluate again for preferences after a layout: around anchor
    /// preferences whose place the layout moved, and around readers whose content was partly
    /// evaluated again on its own (`overlayPreferenceValue`).
    func addingStalePreferenceReaders(to stale: [ViewNode]) -> [ViewNode] {
        var nodes = stale
        func add(_ node: ViewNode?) {
            guard let node, node.isAlive, !nodes.contains(where: { $0 === node }) else { return }
            nodes.append(node)
        }
        let reads = preferences.anchorReads
        preferences.anchorReads = []
        for read in reads {
            if let link = read.link, let placed = link.placed, placed != read.rect { add(read.rewalking) }
        }
        for reader in preferences.readers where reader.isLive && reader.needsRewalk {
            add(reader.rewalking)
        }
        return nodes
    }
}

/// Resolving a key's value from collected items.
enum PreferenceResolution {
    /// The key's value in `items`: the values set, the first as it is and each next one combined
    /// with `reduce`, in tree order; nil when none is set [O] (`PreferenceCombiner`).
    static func value<K: PreferenceKey>(_ key: K.Type, in items: [PreferenceItem]) -> K.Value? {
        var result: K.Value?
        for item in items {
            guard let next = value(key, of: item) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!) { next }
            }
        }
        return result
    }

    private static func value<K: PreferenceKey>(_ key: K.Type, of item: PreferenceItem) -> K.Value? {
        switch item {
        case .node(let weak):
            guard let node = weak.node, node.isAlive else { return nil }
            return value(key, in: node.preferences.items)
        case .value(let id, let value, let content):
            return id == ObjectIdentifier(K.self) ? value as? K.Value : self.value(key, in: content)
        case .transform(let id, let transform, let content):
            guard id == ObjectIdentifier(K.self), let transform = transform as? (inout K.Value) -> Void else {
                return value(key, in: content)
            }
            var result = value(key, in: content) ?? K.defaultValue
            transform(&result)
            return result
        }
    }

    /// The largest stamp of the nodes `items` refer to (walked since a reader read them when
    /// larger than its stamp).
    static func latestStamp(in items: [PreferenceItem]) -> Int {
        var latest = 0
        for item in items {
            switch item {
            case .node(let weak):
                guard let node = weak.node, node.isAlive else { continue }
                latest = max(latest, node.preferences.walkEnd, latestStamp(in: node.preferences.items))
            case .value(_, _, let content), .transform(_, _, let content):
                latest = max(latest, latestStamp(in: content))
            }
        }
        return latest
    }
}
