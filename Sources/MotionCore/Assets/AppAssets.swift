import Foundation
import TraceFormat

/// The app's asset catalogue while a scenario runs: the colour and image sets the snippet runner
/// read from the program's `*.xcassets` and handed over in the scenario (`TraceScenario.assets`),
/// and the colour scheme named colours resolve in (the scenario's). Empty outside a run, so
/// every name is missing there. A name the catalogue lacks is logged once per name, as SwiftUI
/// logs it at run time, and recorded as a `warning` event (`ViewRuntime.warn`): at once while a
/// runtime runs, else when the next runtime mounts (a colour made by the root's initialiser).
@_spi(Runtime)
public enum AppAssets {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var catalog = AssetCatalog()
        var colorScheme = ColorScheme.light
        var logged: Set<String> = []
        var pending: [String] = []
    }

    private static let store = Store()

    private static func locked<T>(_ body: (Store) -> T) -> T {
        store.lock.lock()
        defer { store.lock.unlock() }
        return body(store)
    }

    /// Installs the catalogue of the run and the scheme its named colours resolve in (the harness,
    /// before it mounts the scenario's view, or runs a playground's block); forgets what was
    /// logged before, unless the same catalogue and scheme are installed again (the harness
    /// installs them before a playground's block and again before its view is traced).
    public static func install(_ catalog: AssetCatalog, colorScheme: ColorScheme) {
        locked {
            guard $0.catalog != catalog || $0.colorScheme != colorScheme else { return }
            $0.catalog = catalog
            $0.colorScheme = colorScheme
            $0.logged = []
            $0.pending = []
        }
    }

    /// The colour set `name`'s colour in the installed scheme, nil when the catalogue has none.
    static func color(named name: String) -> Color? {
        let found = locked { store in store.catalog.colors[name]?.components(dark: store.colorScheme == .dark) }
        guard let found else {
            log("No color named '\(name)' found in asset catalog for main bundle")
            return nil
        }
        let space: Color.RGBColorSpace =
            switch found.space {
            case .sRGB: .sRGB
            case .linearSRGB: .sRGBLinear
            case .displayP3: .displayP3
            }
        return Color(space, red: found.red, green: found.green, blue: found.blue, opacity: found.opacity)
    }

    /// What the catalogue knows of the image set `name`: nil when it has none (logged), else its
    /// size in points when it was read from a PNG.
    static func image(named name: String) -> AssetCatalog.ImageSet? {
        guard let found = locked({ $0.catalog.images[name] }) else {
            log("No image named '\(name)' found in asset catalog for main bundle")
            return nil
        }
        return found
    }

    /// Whether the catalogue has an image set `name` (no log: UIKit's `init(named:)` answers nil
    /// silently).
    static func hasImage(named name: String) -> Bool { locked { $0.catalog.images[name] != nil } }

    /// Whether the catalogue has a colour set `name` (no log, as `hasImage`).
    static func hasColor(named name: String) -> Bool { locked { $0.catalog.colors[name] != nil } }

    /// Logs `message` once per run: a warning event now when a runtime runs, else at the next mount.
    private static func log(_ message: String) {
        guard locked({ $0.logged.insert(message).inserted }) else { return }
        if let runtime = ViewRuntime.current {
            runtime.warn(message)
        } else {
            locked { $0.pending.append(message) }
        }
    }

    /// The messages logged while no runtime ran, in order; taken by a runtime when it mounts.
    static func takePendingMessages() -> [String] {
        locked { store in
            defer { store.pending = [] }
            return store.pending
        }
    }
}
