import Foundation

/// Facts about Swift types that do not change while the process runs (a type's name as written,
/// the dynamic properties it stores), each found on the type's first use and kept for every
/// runtime of the process. Behind a lock: tests run traces on several threads at once.
final class TypeCache<Fact>: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [ObjectIdentifier: Fact] = [:]

    init() {}

    /// The fact about `type`, made by `find` on the type's first use.
    func fact(about type: Any.Type, _ find: () -> Fact) -> Fact {
        let key = ObjectIdentifier(type)
        lock.lock()
        let known = facts[key]
        lock.unlock()
        if let known { return known }
        let found = find()
        lock.lock()
        facts[key] = found
        lock.unlock()
        return found
    }
}

/// A type's name as `String(describing:)` writes it (`SlidingSquare`, `Card<Text>`), found once
/// per type: writing a generic type's name costs more than a walk of a small view.
@_spi(Runtime) public enum TypeNames {
    private static let names = TypeCache<String>()

    /// The name of `type`.
    @_spi(Runtime) public static func name(of type: Any.Type) -> String {
        names.fact(about: type) { String(describing: type) }
    }
}
