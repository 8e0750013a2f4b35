import Foundation
import MotionTrace
import Testing
@testable import SnippetRunner

/// SwiftUI's modifiers for frameworks that do not exist on Linux (WebKit, MapKit, PassKit, Image
/// Playground, StoreKit, FamilyControls, GameKit, RealityKit, AuthenticationServices): a snippet
/// naming their types compiles up to the modifier, which is one error saying why.
@Suite struct FrameworkOverlaySnippetTests {
    @Test func frameworkModifiersAreOneErrorEachNamingWhy() throws {
        let source = """
            import SwiftUI

            struct Storefront: View {
                @State private var showsPlace = false
                @State private var picking = false
                @State private var selection = FamilyActivitySelection()
                let place: MKMapItem? = nil
                var body: some View {
                    VStack {
                        Text("Docs").webViewLinkPreviews(.disabled)
                        Text("Map").mapStyle(.standard).mapControlVisibility(.hidden)
                        Text("Place").mapItemDetailSheet(isPresented: $showsPlace, item: place)
                        Text("Pay").payWithApplePayButtonStyle(.black)
                        Text("Draw").imagePlaygroundSheet(isPresented: $showsPlace, concept: "cat") { _ in }
                        Text("Limits").familyActivityPicker(isPresented: $picking, selection: $selection)
                        Text("Scene").realityViewCameraControls(.orbit)
                        Text("Sign in").signInWithAppleButtonStyle(.whiteOutline)
                    }
                }
            }

            """
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source)]).results.first)
        #expect(result.status == .compileFailed, "\(result)")
        let found = result.compilerMessages.filter { $0.severity == .error }.sorted { $0.line < $1.line }
        #expect(found.map(\.line) == [10, 11, 11, 12, 13, 14, 15, 16, 17], "\(found)")
        let messages = found.map(\.message)
        #expect(messages.first == "'webViewLinkPreviews' is unavailable: configures WebKit's web view; there is no WebKit on Linux")
        #expect(messages.contains("'mapStyle' is unavailable: MapKit; there is no MapKit on Linux"), "\(messages)")
        #expect(messages.contains("'payWithApplePayButtonStyle' is unavailable: Apple Pay; there is no PassKit on Linux"), "\(messages)")
        #expect(messages.contains { $0.hasSuffix("is unavailable: Image Playground; there is no ImagePlayground framework on Linux") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("is unavailable: Screen Time's activity picker; there is no FamilyControls on Linux") }, "\(messages)")
        #expect(messages.last == "'signInWithAppleButtonStyle' is unavailable: Sign in with Apple; there is no AuthenticationServices on Linux")
    }
}
