import Foundation

// APIs of frameworks that do not exist on Linux (Handoff's NSUserActivity, StoreKit, MapKit,
// PhotosUI, GameController). Their types are plain names here (so a signature naming them
// compiles); the SwiftUI APIs are unavailable, each failing with one error that says why.

/// Handoff's activity [A `NSUserActivity`]: only a name here.
open class NSUserActivity {
    public init(activityType: String) {}
}

/// A StoreKit product [A `Product`]: only the names SwiftUI's signatures use.
public struct Product: Sendable {
    /// [A `Product.ID`]
    public typealias ID = String
    /// What a product task has loaded [A `Product.TaskState`].
    public enum TaskState: Sendable { case loading, unavailable, failure(any Error), success(Product) }
    /// What a products task has loaded [A `Product.CollectionTaskState`].
    public enum CollectionTaskState: Sendable { case loading, failure(any Error), success([Product], unavailable: [Product.ID]) }
}

/// How StoreKit shows its messages [A `DisplayMessageAction`]: only a name here.
public struct DisplayMessageAction: Sendable {}

/// A map camera [A `MapCamera`] (MapKit): only a name here.
public struct MapCamera: Equatable, Sendable {}

/// A feature on a map [A `MapFeature`] (MapKit): only a name here.
public struct MapFeature: Equatable, Sendable {}

/// Content of a map [A `MapContent`] (MapKit).
public protocol MapContent {}

/// Builds map content [A `MapContentBuilder`] (MapKit).
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
}

/// How often a map reports its camera [A `MapCameraUpdateFrequency`] (MapKit): only names here.
public enum MapCameraUpdateFrequency: Sendable {
    case continuous, onEnd
}

/// A picked photo [A `PHPickerResult`] (PhotosUI): only a name here.
public struct PHPickerResult: Sendable {}

/// The photo library [A `PHPhotoLibrary`] (Photos): only a name here.
open class PHPhotoLibrary {
    public init() {}
}

/// Game controller events a view handles [A `GCUIEventTypes`] (GameController): only names here.
public struct GCUIEventTypes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let gamepad = GCUIEventTypes(rawValue: 1)
}

/// How a view handles game controller events [A `GameControllerEventHandlingOptions`]: only a name here.
public struct GameControllerEventHandlingOptions: Sendable {}

extension View {
    /// [A `onContinueUserActivity(_:perform:)`]: unavailable.
    @available(*, unavailable, message: "Handoff's NSUserActivity; there is no NSUserActivity on Linux")
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// [A `userActivity(_:element:_:)`]: unavailable.
    @available(*, unavailable, message: "Handoff's NSUserActivity; there is no NSUserActivity on Linux")
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }

    /// [A `userActivity(_:isActive:_:)`]: unavailable.
    @available(*, unavailable, message: "Handoff's NSUserActivity; there is no NSUserActivity on Linux")
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View { self }

    /// [A `storeProductTask(for:priority:action:)`]: unavailable.
    @available(*, unavailable, message: "StoreKit; there is no StoreKit on Linux")
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium, action: @escaping (Product.TaskState) async -> ()) -> some View { self }

    /// [A `storeProductsTask(for:priority:action:)`]: unavailable.
    @available(*, unavailable, message: "StoreKit; there is no StoreKit on Linux")
    public func storeProductsTask(for ids: some Collection<String> & Equatable & Sendable, priority: TaskPriority = .medium, action: @escaping (Product.CollectionTaskState) async -> ()) -> some View { self }

    /// [A `mapCameraKeyframeAnimator(trigger:keyframes:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapCameraKeyframeAnimator(trigger: some Equatable, @KeyframesBuilder<MapCamera> keyframes: @escaping (MapCamera) -> some Keyframes<MapCamera>) -> some View { self }

    /// [A `mapFeatureSelectionContent(content:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapFeatureSelectionContent(@MapContentBuilder content: @escaping (MapFeature) -> some MapContent) -> some View { self }

    /// [A `onMapCameraChange(frequency:_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }

    /// [A `postToPhotosSharedAlbumSheet(isPresented:items:photoLibrary:defaultAlbumIdentifier:completion:)`]: unavailable.
    @available(*, unavailable, message: "PhotosUI; there is no Photos library on Linux")
    public func postToPhotosSharedAlbumSheet(isPresented: Binding<Bool>, items: [PHPickerResult], photoLibrary: PHPhotoLibrary, defaultAlbumIdentifier: String? = nil, completion: ((Result<Void, any Error>) -> Void)? = nil) -> some View { self }

    /// [A `handlesGameControllerEvents(matching:)`]: unavailable.
    @available(*, unavailable, message: "GameController; there are no game controllers on Linux")
    public func handlesGameControllerEvents(matching types: GCUIEventTypes) -> some View { self }

    /// [A `handlesGameControllerEvents(matching:withOptions:)`]: unavailable.
    @available(*, unavailable, message: "GameController; there are no game controllers on Linux")
    public func handlesGameControllerEvents(matching types: GCUIEventTypes, withOptions options: GameControllerEventHandlingOptions?) -> some View { self }
}

extension EnvironmentValues {
    /// [A `displayStoreKitMessage`]: unavailable.
    @available(*, unavailable, message: "StoreKit; there is no StoreKit on Linux")
    public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
}
