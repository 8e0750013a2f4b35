import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `Menu`, `menuStyle`, `Link` and `OpenURLAction`.
@Suite struct MenuAndLinkTests {
    final class Log {
        var entries: [String] = []
    }

    struct MenuBar: View {
        let log: Log

        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Rename") { log.entries.append("rename") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
                .menuStyle(.button)
                Menu {
                    Button("Copy") { log.entries.append("copy") }
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                } primaryAction: {
                    log.entries.append("primary")
                }
            }
        }
    }

    @Test func aTapOpensTheMenuAndAnItemRunsAndClosesIt() throws {
        let log = Log()
        let harness = RuntimeHarness(MenuBar(log: log))
        try harness.run(to: 0)
        // Closed, a menu's items cannot be tapped.
        #expect(throws: TapTargetError.self) { try harness.runtime.tap("Rename") }
        try harness.run(to: 3, taps: [1: ["Actions"], 2: ["Rename"], 3: ["Share"]])
        #expect(log.entries == ["rename", "primary"])
        #expect(harness.events("presentation").map { "\(Int(($0.t * 60).rounded())) \($0.detail ?? "")" } == [
            "1 menu \"Actions\" presented", "2 menu \"Actions\" dismissed",
        ])
        // The menu is drawn as its label, a button; its items are never laid out.
        let menu = try #require(harness.node("MenuBar/VStack/Menu"))
        #expect(menu.scene.kind == .button && menu.styles == ["menuStyle(.button)"])
        #expect(harness.last("MenuBar/VStack/Menu", "geometry") == harness.last("MenuBar/VStack/Menu/Text", "geometry"))
        try harness.run(to: 4, taps: [4: ["Actions"]])
        #expect(harness.node("MenuBar/VStack/Menu/MenuItems/Button") != nil)
        #expect(harness.last("MenuBar/VStack/Menu/MenuItems/Button", "geometry") == nil)
        // A menu with a primary action opens on a long press (a still finger for 0.6 s).
        harness.session.press("Share", at: 0.2, duration: 0.6)
        try harness.run(to: 60)
        #expect(harness.events("presentation").last?.detail == "menu presented")
        #expect(harness.node("MenuBar/VStack/Menu[1]/MenuItems/Button") != nil)
    }

    struct Links: View {
        let log: Log

        var body: some View {
            VStack {
                Link("Apple", destination: URL(string: "https://www.apple.com")!)
                Link(destination: URL(string: "https://swift.org")!) {
                    Text("Swift")
                }
                .environment(\.openURL, OpenURLAction { url in
                    log.entries.append(url.host ?? "")
                    return url.host == "swift.org" ? .handled : .discarded
                })
                Button("Docs") {
                    OpenURLAction { _ in .systemAction(URL(string: "https://developer.apple.com")!) }(URL(string: "https://a.b")!)
                    OpenURLAction { _ in .discarded }(URL(string: "https://c.d")!) { log.entries.append("accepted \($0)") }
                }
            }
        }
    }

    @Test func aLinkOpensItsDestinationThroughTheEnvironmentsAction() throws {
        let log = Log()
        let harness = RuntimeHarness(Links(log: log))
        try harness.run(to: 3, taps: [1: ["Apple"], 2: ["Swift"], 3: ["Docs"]])
        #expect(harness.events("presentation").compactMap(\.detail) == [
            "openURL \"https://www.apple.com\" systemAction", "openURL \"https://swift.org\" handled",
            "openURL \"https://developer.apple.com\" systemAction", "openURL \"https://c.d\" discarded",
        ])
        #expect(log.entries == ["swift.org", "accepted false"])
        #expect(harness.node("Links/VStack/Link")?.scene.kind == .button)
    }
}
