import Diagnostics
import Foundation

/// An image a lesson shows by a relative path: the file the site publishes, and where. `check`
/// and `build` resolve images with this one function, so whatever `check` passes, `build`
/// publishes, and whatever `build` would refuse, `check` reports.
///
/// Content is read, never followed out: the file must lie inside the content folder (the
/// folder holding the language folders), reached neither through `..` nor an absolute path
/// nor a symbolic link that leaves it; it is published at its path relative to the content
/// folder (`de/curve.png`), so it can never land on the site's own files, which are pages
/// (`.html`), scripts, the sitemap and the theme's `assets/` folder (reserved). Only raster
/// image types are published, checked by extension and by the file's first bytes: SVG and HTML
/// can carry scripts that would run with the site's origin.
public struct ContentImage: Hashable, Sendable {
    /// The path in the site, relative to its root (`de/figures/curve.png`).
    public var sitePath: String
    /// The file's absolute path, as written (before symbolic links are resolved).
    public var file: String

    /// Why an image is not published.
    public struct Problem: Error, Hashable, Sendable {
        public var rule: Rule
        public var message: String
    }

    /// Extensions that are published (compared ignoring case).
    public static let allowedExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif"]

    /// The site's own top-level folder for theme files; no content is published into it.
    public static let reservedFolders = ["assets"]

    /// The image `source` (as written in the lesson at `lessonPath`) names, nil for an image the
    /// site does not copy (a URL with a scheme or a network path), or the problem.
    public static func resolve(_ source: String, lessonPath: String) -> Result<ContentImage, Problem>? {
        func fail(_ rule: Rule, _ message: String) -> Result<ContentImage, Problem> {
            .failure(Problem(rule: rule, message: message))
        }
        if source.hasPrefix("//") { return nil }
        guard !source.isEmpty, let target = LinkTarget(source) else {
            return source.isEmpty ? fail(.missingImage, "image names no file") : nil
        }
        let path = target.path
        guard !path.isEmpty else { return fail(.missingImage, "image '\(source)' names no file") }
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return fail(.imagePath, "image path '\(path)' contains control characters")
        }
        guard !path.hasPrefix("/") else {
            return fail(.imagePath, "image path '\(path)' is absolute; write it relative to the lesson")
        }
        let folder = URL(fileURLWithPath: lessonPath).standardizedFileURL.deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().path
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        let file = folder.appendingPathComponent(path).standardizedFileURL.path
        guard file.hasPrefix(rootPrefix) else {
            return fail(.imagePath, "image '\(path)' is outside the content folder")
        }
        let sitePath = String(file.dropFirst(rootPrefix.count))
        if let first = sitePath.split(separator: "/").first, reservedFolders.contains(String(first)) {
            return fail(.imagePath, "image '\(path)' is in content/\(first)/, which is the site's own folder")
        }
        let fileExtension = URL(fileURLWithPath: file).pathExtension.lowercased()
        guard allowedExtensions.contains(fileExtension) else {
            return fail(
                .imageType,
                "image '\(path)' is not a published image type (\(allowedExtensions.sorted().joined(separator: ", ")))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return fail(.missingImage, "image '\(path)' does not exist")
        }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let realFile = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        guard realFile.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            return fail(.imagePath, "image '\(path)' is a symbolic link to outside the content folder")
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            return fail(.missingImage, "image '\(path)' cannot be read")
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
        guard ImageSignature.matches(head) else {
            return fail(.imageType, "image '\(path)' is not a PNG, JPEG, GIF, WebP or AVIF file (its first bytes)")
        }
        return .success(ContentImage(sitePath: sitePath, file: file))
    }
}

/// The first bytes of the published image formats.
enum ImageSignature {
    static func matches(_ head: [UInt8]) -> Bool {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        return starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])  // PNG
            || starts([0xFF, 0xD8, 0xFF])  // JPEG
            || starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8))
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))
            || (starts(Array("ftyp".utf8), at: 4) && (starts(Array("avif".utf8), at: 8) || starts(Array("avis".utf8), at: 8)))
    }
}
