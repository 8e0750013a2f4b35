import Foundation

// Core Data: SwiftUI's fetch requests read a Core Data store, and there is no Core Data on Linux.
// Core Data's own types are declared as plain names (so a signature naming them compiles); the
// SwiftUI APIs that fetch are unavailable, so a use fails with one error that says why.

/// Core Data's object [A `NSManagedObject`]: only a name here.
open class NSManagedObject {
    public init() {}
    /// Whether the object is deleted from its context [A]; always false here.
    open var isDeleted: Bool { false }
}

/// Core Data's entity description [A `NSEntityDescription`]: only a name here.
open class NSEntityDescription {
    public init() {}
}

/// Core Data's context [A `NSManagedObjectContext`]: only a name here.
open class NSManagedObjectContext {
    public init() {}
}

/// What a fetch request returns [A `NSFetchRequestResult`].
public protocol NSFetchRequestResult: AnyObject {}

extension NSManagedObject: NSFetchRequestResult {}

/// Core Data's fetch request [A `NSFetchRequest`]: only a name here.
open class NSFetchRequest<ResultType: NSFetchRequestResult> {
    public init() {}
}

/// The results of a `FetchRequest` [A `FetchedResults`]: only a name here.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Result { fatalError("no Core Data on Linux") }
}

/// The sectioned results of a `SectionedFetchRequest` [A `SectionedFetchResults`]: only a name here.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> [Result] { fatalError("no Core Data on Linux") }
}

/// A property wrapper fetching Core Data objects [A `FetchRequest`]: cannot be made on Linux.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult> {
    /// [A `init(entity:sortDescriptors:predicate:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}

    /// [A `init(fetchRequest:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {}

    /// [A `init(fetchRequest:transaction:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {}

    /// [A `init(sortDescriptors:predicate:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}

    /// [A `wrappedValue`]: unavailable.
    /// (The getter, so that declaring a `@FetchRequest` property reports only its initialiser.)
    public var wrappedValue: FetchedResults<Result> {
        @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { FetchedResults() }
    }

    /// [A `projectedValue`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public var projectedValue: Binding<Configuration> { .constant(Configuration()) }

    /// [A `update()`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public mutating func update() {}

    /// What a fetch request sorts and filters by [A `FetchRequest.Configuration`].
    public struct Configuration {
        /// [A `nsPredicate`]: unavailable.
        public var nsPredicate: NSPredicate? {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { nil }
            set {}
        }
        /// [A `nsSortDescriptors`]: unavailable.
        public var nsSortDescriptors: [NSSortDescriptor] {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { [] }
            set {}
        }
        /// [A `sortDescriptors`]: unavailable.
        public var sortDescriptors: [SortDescriptor<Result>] {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { [] }
            set {}
        }
    }
}

/// A property wrapper fetching Core Data objects in sections [A `SectionedFetchRequest`]: cannot
/// be made on Linux.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult> {
    /// [A `init(entity:sectionIdentifier:sortDescriptors:predicate:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}

    /// [A `init(fetchRequest:sectionIdentifier:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {}

    /// [A `init(fetchRequest:sectionIdentifier:transaction:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {}

    /// [A `init(sectionIdentifier:sortDescriptors:predicate:animation:)`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}

    /// [A `wrappedValue`]: unavailable.
    /// (The getter, so that declaring a `@SectionedFetchRequest` property reports only its initialiser.)
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { SectionedFetchResults() }
    }

    /// [A `projectedValue`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public var projectedValue: Binding<Configuration> { .constant(Configuration()) }

    /// [A `update()`]: unavailable.
    @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux")
    public func update() {}

    /// What a sectioned fetch request sorts, filters and sections by [A].
    public struct Configuration {
        /// [A `nsPredicate`]: unavailable.
        public var nsPredicate: NSPredicate? {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { nil }
            set {}
        }
        /// [A `nsSortDescriptors`]: unavailable.
        public var nsSortDescriptors: [NSSortDescriptor] {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { [] }
            set {}
        }
        /// [A `sectionIdentifier`]: unavailable.
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { fatalError() }
            set {}
        }
        /// [A `sortDescriptors`]: unavailable.
        public var sortDescriptors: [SortDescriptor<Result>] {
            @available(*, unavailable, message: "a Core Data fetch request; there is no Core Data on Linux") get { [] }
            set {}
        }
    }
}

extension EnvironmentValues {
    /// [A `managedObjectContext`]: unavailable.
    @available(*, unavailable, message: "a Core Data context; there is no Core Data on Linux")
    public var managedObjectContext: NSManagedObjectContext {
        get { NSManagedObjectContext() }
        set {}
    }
}
