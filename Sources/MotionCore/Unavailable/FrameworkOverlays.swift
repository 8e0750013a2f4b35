import Foundation

// SwiftUI modifiers of more frameworks absent on Linux: StoreKit's App Store overlays,
// FamilyControls' activity picker, GameKit's saved-game syncing, RealityKit's view options and
// Sign in with Apple (AuthenticationServices). Their types are plain names here; each modifier is
// unavailable, one error that says why.

/// An App Store overlay (StoreKit) [A `SKOverlay`]: only the names SwiftUI's signature uses.
open class SKOverlay {
    /// What the overlay shows [A `SKOverlay.Configuration`].
    open class Configuration { public init() {} }
}

/// What App Store merchandising shows [A `AppStoreMerchandisingKind`] (StoreKit): only names here.
public struct AppStoreMerchandisingKind: Sendable {
    /// How the presentation ended [A `AppStoreMerchandisingKind.PresentationResult`].
    public enum PresentationResult: Sendable { case dismissed }
}

/// Apps, categories and sites picked for Screen Time [A `FamilyActivitySelection`]
/// (FamilyControls): only a name here.
public struct FamilyActivitySelection: Sendable {
    public init() {}
}

/// A folder of saved games synced through iCloud [A `GameSaveSyncedDirectory`] (GameKit): only a name here.
open class GameSaveSyncedDirectory { public init() {} }

/// How a RealityKit view's camera is moved [A `CameraControls`] (RealityKit): only names here.
public struct CameraControls: Sendable {
    public static let none = Self(), orbit = Self(), pan = Self(), tilt = Self(), dolly = Self()
}

/// How a RealityKit view is sized and its content placed [A `RealityViewLayoutOption`] (RealityKit): only names here.
public struct RealityViewLayoutOption: Sendable {
    public static let flexible = Self(), centeredInContainer = Self(), fixedSize = Self()
}

/// The Sign in with Apple button (AuthenticationServices) [A `SignInWithAppleButton`]: only the
/// name its style modifier uses.
public struct SignInWithAppleButton: Sendable {
    /// Its colours [A `SignInWithAppleButton.Style`].
    public enum Style: Sendable { case black, white, whiteOutline }
}

extension View {
    /// [A `appStoreMerchandising(isPresented:kind:onDismiss:)`]: unavailable.
    @available(*, unavailable, message: "StoreKit; there is no StoreKit on Linux")
    public func appStoreMerchandising(isPresented: Binding<Bool>, kind: AppStoreMerchandisingKind, onDismiss: ((Result<AppStoreMerchandisingKind.PresentationResult, any Error>) async -> ())? = nil) -> some View { self }

    /// [A `appStoreOverlay(isPresented:configuration:)`]: unavailable.
    @available(*, unavailable, message: "StoreKit; there is no StoreKit on Linux")
    public func appStoreOverlay(isPresented: Binding<Bool>, configuration: @escaping () -> SKOverlay.Configuration) -> some View { self }

    /// [A `familyActivityPicker(headerText:footerText:isPresented:selection:)`]: unavailable.
    @available(*, unavailable, message: "Screen Time's activity picker; there is no FamilyControls on Linux")
    public func familyActivityPicker(headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View { self }

    /// [A `familyActivityPicker(isPresented:selection:)`]: unavailable.
    @available(*, unavailable, message: "Screen Time's activity picker; there is no FamilyControls on Linux")
    public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View { self }

    /// [A `familyActivityPicker(title:headerText:footerText:isPresented:selection:)`]: unavailable.
    @available(*, unavailable, message: "Screen Time's activity picker; there is no FamilyControls on Linux")
    public func familyActivityPicker(title: String?, headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View { self }

    /// [A `gameSaveSyncingAlert(directory:finishedLoading:)`]: unavailable.
    @available(*, unavailable, message: "GameKit; there is no GameKit on Linux")
    public func gameSaveSyncingAlert(directory: Binding<GameSaveSyncedDirectory?>, finishedLoading: @escaping @MainActor () -> Void) -> some View { self }

    /// [A `realityViewCameraControls(_:)`]: unavailable.
    @available(*, unavailable, message: "RealityKit; there is no RealityKit on Linux")
    public func realityViewCameraControls(_ controls: CameraControls) -> some View { self }

    /// [A `realityViewLayoutBehavior(_:)`]: unavailable.
    @available(*, unavailable, message: "RealityKit; there is no RealityKit on Linux")
    public func realityViewLayoutBehavior(_ layoutOption: RealityViewLayoutOption) -> some View { self }

    /// [A `signInWithAppleButtonStyle(_:)`]: unavailable.
    @available(*, unavailable, message: "Sign in with Apple; there is no AuthenticationServices on Linux")
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View { self }
}
