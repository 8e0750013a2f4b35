import Foundation

/// The one rule for where a course's UI strings are: the `translations` folder beside the
/// content folder. A path may be a content folder (one subfolder per language), a language
/// folder (its content folder is its parent) or a lesson file (its folder's parent).
public enum TranslationsFolder {
    /// The `translations` folder that belongs beside the content folder of `path`, whether
    /// it exists or not: `content` → `translations`, `course/content/de` → `course/translations`.
    public static func beside(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        var content = path
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            content = PathText.parent(PathText.parent(path))
        } else if Language(rawValue: URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent) != nil {
            content = PathText.parent(path)
        }
        return PathText.sibling(of: content, named: "translations")
    }

    /// The existing folders beside the content folders of the existing `paths`, each once.
    public static func existing(besides paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths where FileManager.default.fileExists(atPath: path) {
            let folder = beside(path)
            if FileManager.default.fileExists(atPath: folder), !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}
