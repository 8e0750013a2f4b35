import Foundation
import TraceFormat

/// The replay script's table of which trace property the scene draws in each way
/// (``SceneDrawing``): `motionbook.js` holds an empty table behind a marker, and the theme fills
/// it in when it is loaded, so the script draws the frame, a scale, the opacity … without
/// naming a property. A theme whose script has no marker is left as it is.
enum SceneDrawingTable {
    /// The marker and the empty table it stands before; valid script as it is.
    static let slot = "/*scene-drawing*/{}"

    /// A JSON object from each drawing's raw value to the name of the property drawn so, in
    /// ``SceneDrawing``'s order; paints are left out (the scene's nodes name their paints).
    static let json: String = {
        let entries = SceneDrawing.allCases.filter { $0 != .paint }.map { drawing in
            "\(JSONText.string(drawing.rawValue)): \(JSONText.string(TraceProperty.drawn(as: drawing).name))"
        }
        return "{" + entries.joined(separator: ", ") + "}"
    }()

    /// `script` with its table filled in (the first marker replaced).
    static func filled(_ script: [UInt8]) -> [UInt8] {
        let text = String(decoding: script, as: UTF8.self)
        guard let range = text.range(of: slot) else { return script }
        return Array(text.replacingCharacters(in: range, with: json).utf8)
    }
}
