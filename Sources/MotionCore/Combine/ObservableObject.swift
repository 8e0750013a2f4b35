import Foundation

/// An object whose changes views follow [A Combine]: `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` subscribe to its `objectWillChange`, and each change queues an update of
/// the views with the transaction of the code that made it.
///
/// The default `objectWillChange` is one `ObservableObjectPublisher` per object, which every
/// `@Published` property of the object (its class's and its superclasses') sends before it
/// changes; MotionCore finds the properties with `Mirror`, as it finds a view's dynamic
/// properties, the first time the publisher is asked for.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes [A].
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before the object changes [A].
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, sent by its `@Published` properties [A].
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(of: self)
    }
}

/// The publisher of an object's changes [A Combine]; `send()` announces one.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscriptions = SubscriptionList<Void, Never>()

    public init() {}

    /// Announces a change [A].
    public func send() {
        subscriptions.send(())
    }

    public func _subscribe(_ subscription: _Subscription<Void, Never>) {
        subscriptions.add(subscription)
    }

    /// The synthesised publisher of `object`: made on first request and connected to the
    /// object's `@Published` properties, then kept for as long as the object lives.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        synthesised.publisher(of: object) { publisher in
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    guard let property = child.value as? any PublishedProperty, let label = child.label else { continue }
                    property.connect(to: publisher, name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
                }
                mirror = current.superclassMirror
            }
        }
    }

    private static let synthesised = SynthesisedPublishers()
}

/// The synthesised publishers of live objects, by object identity.
private final class SynthesisedPublishers: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func publisher(of object: AnyObject, connect: (ObservableObjectPublisher) -> Void) -> ObservableObjectPublisher {
        lock.lock()
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object {
            lock.unlock()
            return entry.publisher
        }
        entries = entries.filter { $0.value.object != nil }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        lock.unlock()
        connect(publisher)
        return publisher
    }
}
