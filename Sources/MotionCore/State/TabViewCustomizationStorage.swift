import Foundation

extension StoredValue where Value == TabViewCustomization {
    /// A tab customisation stored as data: MotionCore's customisation holds nothing (tabs are not
    /// hidden or reordered here), so it is stored as empty data and any data reads back as one.
    static func customization(_ key: String, _ defaultValue: TabViewCustomization) -> StoredValue {
        StoredValue(key: key, defaultValue: defaultValue, kind: .data, decode: { $0 is Data ? TabViewCustomization() : nil }, encode: { _ in Data() })
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab customisation under `key` [A] (iOS 18).
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(.customization(key, wrappedValue), store: store)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// A tab customisation under `key` in the scene's storage [A] (iOS 18); `store` is not read
    /// (scene storage is the scene's, not a defaults database).
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(.customization(key, wrappedValue))
    }
}
