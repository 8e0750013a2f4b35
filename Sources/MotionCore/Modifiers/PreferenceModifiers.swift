import Foundation

extension View {
    /// Sets `value` for the key [A]; it replaces what the view's content sets for that key [O]
    /// (`_PreferenceWritingModifier` removes the key from its content's inputs).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter { content in .value(key: ObjectIdentifier(K.self), value: value, content: content) })
    }

    /// Changes the value the view's content sets for the key (its `defaultValue` when it sets
    /// none) [A], [O] (`PreferenceTransform`).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWriter { content in .transform(key: ObjectIdentifier(K.self), transform: callback, content: content) })
    }

    /// Sets the key to a value made of an anchor of this view's geometry [A]: the frame is the
    /// view's at the modifier's place in its chain (a `frame` or `padding` written before it
    /// included), from the last layout; a layout that moves it evaluates the view again (as a
    /// `GeometryReader`).
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceWriter { content, frame in
            .value(key: ObjectIdentifier(K.self), value: transform(value.make(frame)), content: content)
        })
    }

    /// Changes the key's value with an anchor of this view's geometry [A].
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(AnchorPreferenceWriter { content, frame in
            let anchor = value.make(frame)
            let change: (inout K.Value) -> Void = { transform(&$0, anchor) }
            return .transform(key: ObjectIdentifier(K.self), transform: change, content: content)
        })
    }

    /// Runs `action` with the key's value after an update in which it changed [A]; also with the
    /// first value, after the first update in which a view inside sets the key [O]
    /// (`PreferenceBinder` delivers when it has no last value); after a view set it, a value
    /// no view sets any more is `defaultValue`.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// A view made of the key's value in this view, as its background [A].
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }

    /// A view made of the key's value in this view, as its background, aligned [A] (iOS 16).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K, V>(slot: "background", alignment: alignment, transform: transform))
    }

    /// A view made of the key's value in this view, as its overlay [A].
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// A view made of the key's value in this view, as its overlay, aligned [A] (iOS 16).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K, V>(slot: "overlay", alignment: alignment, transform: transform))
    }
}

/// `preference`, `transformPreference`: what the content sets, wrapped in the modifier's item.
struct PreferenceWriter: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let item: (_ content: [PreferenceItem]) -> PreferenceItem

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let items = runtime.collectPreferences { walk.walk(content, context) }
        if runtime.preferences.isCollecting { runtime.passPreferences([item(items)]) }
    }
}

/// `anchorPreference`, `transformAnchorPreference`: as `PreferenceWriter`, with the frame the
/// last layout gave the view at the modifier's place (a link in its layout chain, kept at the
/// modifier's place), zero before its first layout.
struct AnchorPreferenceWriter: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let item: (_ content: [PreferenceItem], _ frame: CGRect) -> PreferenceItem

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let key = walk.key.appending(.slot("anchorPreference"))
        let link = walk.owner.modifierState[key] as? SecondaryLink ?? SecondaryLink(alignment: .center)
        walk.owner.modifierState[key] = link
        var inner = context
        inner.pending.append(.layout(.secondary(link)))
        let items = runtime.collectPreferences { walk.modifiedContent.walk(content, inner) }
        guard runtime.preferences.isCollecting else { return }
        let frame = link.placed ?? .zero
        if let rewalking = walk.owner.nearestRewalkable {
            runtime.preferences.anchorReads.append(AnchorRead(link: link, rect: frame, rewalking: rewalking))
        }
        runtime.passPreferences([item(items, frame)])
    }
}

/// `onPreferenceChange`: a reader at the modifier's place.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let reader = runtime.reader(at: walk, slot: "onPreferenceChange") { PreferenceChangeReader<K>(action: action) }
        reader.action = action
        let items = runtime.collectPreferences { walk.modifiedContent.walk(content, context) }
        reader.items = items
        reader.stamp = runtime.takePreferenceStamp()
        runtime.passPreferences(items)
    }
}

/// The reader of `onPreferenceChange`: the value it delivered last.
final class PreferenceChangeReader<K: PreferenceKey>: PreferenceReader where K.Value: Equatable {
    var action: (K.Value) -> Void
    private var delivered: K.Value?

    init(action: @escaping (K.Value) -> Void) {
        self.action = action
    }

    override func changeAction() -> (() -> Void)? {
        let current = PreferenceResolution.value(K.self, in: items)
        guard current != nil || delivered != nil else { return nil }
        let value = current ?? K.defaultValue
        guard value != delivered else { return nil }
        delivered = value
        let action = self.action
        return { action(value) }
    }
}

/// `backgroundPreferenceValue`, `overlayPreferenceValue`: a secondary view (as `background` or
/// `overlay`) made when it is walked, after the content, from what the content set.
struct PreferenceValueModifier<K: PreferenceKey, V: View>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let slot: String
    let alignment: Alignment
    let transform: (K.Value) -> V

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let reader = runtime.reader(at: walk, slot: "\(slot)PreferenceValue") { PreferenceValueReader() }
        let transform = self.transform
        let secondary = PreferenceValueContent(reader: reader) { items in
            transform(PreferenceResolution.value(K.self, in: items) ?? K.defaultValue)
        }
        let items = runtime.collectPreferences {
            SecondaryViewModifier(slot: slot, view: secondary, alignment: alignment).walk(content: content, walk, context)
        }
        runtime.passPreferences(items)
    }
}

/// The reader of `backgroundPreferenceValue`/`overlayPreferenceValue`: evaluated again when a
/// node of its content was walked on its own since it read the value.
final class PreferenceValueReader: PreferenceReader {
    override var needsRewalk: Bool {
        PreferenceResolution.latestStamp(in: items) > stamp
    }
}

/// The secondary view of `PreferenceValueModifier`: reads what the content collected so far.
struct PreferenceValueContent: View, BuiltinView {
    typealias Body = Never
    let reader: PreferenceReader
    let make: ([PreferenceItem]) -> any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        reader.items = runtime.preferencesSoFar
        reader.stamp = runtime.takePreferenceStamp()
        walk.walk(make(reader.items), context)
    }
}

extension ViewRuntime {
    /// The reader kept at `walk`'s modifier place under `slot` (made and registered the first
    /// time), with its owner and the node to evaluate again around it.
    func reader<Reader: PreferenceReader>(at walk: Walk, slot: String, make: () -> Reader) -> Reader {
        let key = walk.key.appending(.slot(slot))
        let reader: Reader
        if let existing = walk.owner.modifierState[key] as? Reader {
            reader = existing
        } else {
            reader = make()
            walk.owner.modifierState[key] = reader
            register(reader)
        }
        reader.owner = walk.owner
        reader.rewalking = walk.owner.nearestRewalkable
        return reader
    }
}
