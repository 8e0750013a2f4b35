import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `@AppStorage` over Foundation's `UserDefaults` (a suite of the test's own, removed after) and
/// `@SceneStorage`: each starts from its default, a write stores the value, re-renders the views
/// that read it and records a `state` event, as `@State` does.
@Suite struct AppStorageTests {
    enum Tab: String { case home, settings }

    @Test func aWriteStoresTheValueAndUpdatesTheView() throws {
        let suite = "motionbook.test.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        struct Counter: View {
            let defaults: UserDefaults
            @AppStorage var count: Int
            @AppStorage var tab: Tab
            @AppStorage var name: String?
            init(defaults: UserDefaults) {
                self.defaults = defaults
                _count = AppStorage(wrappedValue: 1, "count", store: defaults)
                _tab = AppStorage(wrappedValue: .home, "tab", store: defaults)
                _name = AppStorage("name", store: defaults)
            }
            var body: some View {
                Button("Add") {
                    count += 1
                    tab = .settings
                    name = "Ada"
                }
                .opacity(Double(count) / 4)
            }
        }
        let harness = RuntimeHarness(Counter(defaults: defaults))
        try harness.run(to: 1)
        #expect(harness.last("Counter/Button", "opacity") == [0.25])
        #expect(defaults.object(forKey: "count") == nil, "the default is not written")
        try harness.run(to: 3, taps: [2: ["Add"]])
        #expect(harness.last("Counter/Button", "opacity") == [0.5])
        #expect(defaults.integer(forKey: "count") == 2)
        #expect(defaults.string(forKey: "tab") == "settings" && defaults.string(forKey: "name") == "Ada")
        #expect(harness.events("state").compactMap(\.property).contains("count"))
    }

    @Test func everyDocumentedValueTypeRoundTrips() throws {
        let suite = "motionbook.test.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let flag = AppStorage(wrappedValue: false, "flag", store: defaults)
        let number = AppStorage(wrappedValue: 0.5, "number", store: defaults)
        let link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: defaults)
        let bytes = AppStorage(wrappedValue: Data([1]), "bytes", store: defaults)
        let missing = AppStorage<Tab?>("missing", store: defaults)
        #expect(flag.wrappedValue == false && number.wrappedValue == 0.5 && missing.wrappedValue == nil)
        flag.wrappedValue = true
        number.projectedValue.wrappedValue = 2.25
        link.wrappedValue = URL(string: "https://swift.org/a")!
        bytes.wrappedValue = Data([1, 2, 3])
        #expect(flag.wrappedValue && number.wrappedValue == 2.25)
        #expect(link.wrappedValue.absoluteString == "https://swift.org/a" && bytes.wrappedValue == Data([1, 2, 3]))
        defaults.set("home", forKey: "missing")
        #expect(missing.wrappedValue == .home, "a value written through UserDefaults is read")
        defaults.register(defaults: ["registered": 7])
        #expect(AppStorage(wrappedValue: 1, "registered", store: defaults).wrappedValue == 7)
    }

    @Test func sceneStorageStartsFromItsDefaultAndKeepsWrites() {
        let key = "scene.\(UUID().uuidString)"
        let first = SceneStorage(wrappedValue: Tab.home, key)
        #expect(first.wrappedValue == .home)
        first.wrappedValue = .settings
        #expect(SceneStorage(wrappedValue: Tab.home, key).wrappedValue == .settings, "one scene: another view reads the same key")
        let optional = SceneStorage<Int?>(key + ".n")
        #expect(optional.wrappedValue == nil)
        optional.projectedValue.wrappedValue = 3
        #expect(optional.wrappedValue == 3)
    }
}
