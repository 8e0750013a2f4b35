import Foundation

// Drag and drop, the pasteboard and files: SwiftUI hands them over as NSItemProviders typed by
// UTTypes and opens the system's document pickers; NSItemProvider, UTType and the pickers are not
// in Foundation on Linux, and a snippet has no pasteboard or files. The types are plain names here
// (so a signature naming them compiles); the APIs are unavailable, each failing with one error
// that says why.

/// An item handed over by drag and drop or the pasteboard [A `NSItemProvider`]: only a name here.
open class NSItemProvider {
    public init() {}
}

/// A uniform type identifier [A `UTType`]: only names here.
public struct UTType: Hashable, Sendable {
    /// The identifier, such as `public.plain-text`.
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    public static let plainText = UTType(identifier: "public.plain-text")
    public static let text = UTType(identifier: "public.text")
    public static let image = UTType(identifier: "public.image")
    public static let data = UTType(identifier: "public.data")
    public static let url = UTType(identifier: "public.url")
    public static let json = UTType(identifier: "public.json")
}

/// A file's contents as a file system node [A `FileWrapper`] (not in Foundation on Linux): only
/// what a `FileDocument` writes.
open class FileWrapper {
    public init(regularFileWithContents contents: Data) {}
    /// The contents of a regular file.
    open var regularFileContents: Data? { nil }
}

/// A document read from and written to a file [A `FileDocument`]; no document is ever opened on
/// Linux.
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from [A `FileDocumentReadConfiguration`].
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document is written over [A `FileDocumentWriteConfiguration`].
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// A button pasting from the pasteboard [A `PasteButton`]: unavailable.
@available(*, unavailable, message: "pastes NSItemProviders; there is no NSItemProvider on Linux")
public struct PasteButton: View {
    public var body: some View { EmptyView() }
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
    public init<Payload>(supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?, payloadAction: @escaping (Payload) -> Void) {}
    public init(supportedTypes: [String], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
    public init<Payload>(supportedTypes: [String], validator: @escaping ([NSItemProvider]) -> Payload?, payloadAction: @escaping (Payload) -> Void) {}
}

extension View {
    /// [A `onDrag(_:)`]: unavailable.
    @available(*, unavailable, message: "drags an NSItemProvider; there is no NSItemProvider on Linux")
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// [A `onDrag(_:preview:)`]: unavailable.
    @available(*, unavailable, message: "drags an NSItemProvider; there is no NSItemProvider on Linux")
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// [A `onDrop(of:isTargeted:perform:)`]: unavailable.
    @available(*, unavailable, message: "receives NSItemProviders; there is no NSItemProvider on Linux")
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// [A `itemProvider(_:)`]: unavailable.
    @available(*, unavailable, message: "provides an NSItemProvider; there is no NSItemProvider on Linux")
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }

    /// [A `exportsItemProviders(_:onExport:)`]: unavailable.
    @available(*, unavailable, message: "exports NSItemProviders; there is no NSItemProvider on Linux")
    public func exportsItemProviders(_ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider]) -> some View { self }

    /// [A `exportsItemProviders(_:onExport:onEdit:)`]: unavailable.
    @available(*, unavailable, message: "exports NSItemProviders; there is no NSItemProvider on Linux")
    public func exportsItemProviders(_ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider], onEdit: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// [A `importsItemProviders(_:onImport:)`]: unavailable.
    @available(*, unavailable, message: "imports NSItemProviders; there is no NSItemProvider on Linux")
    public func importsItemProviders(_ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// [A `onCopyCommand(perform:)`]: unavailable.
    @available(*, unavailable, message: "copies NSItemProviders; there is no NSItemProvider on Linux")
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }

    /// [A `onCutCommand(perform:)`]: unavailable.
    @available(*, unavailable, message: "cuts NSItemProviders; there is no NSItemProvider on Linux")
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { self }

    /// [A `onPasteCommand(of:perform:)`]: unavailable.
    @available(*, unavailable, message: "pastes NSItemProviders; there is no NSItemProvider on Linux")
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View { self }

    /// [A `onPasteCommand(of:validator:perform:)`]: unavailable.
    @available(*, unavailable, message: "pastes NSItemProviders; there is no NSItemProvider on Linux")
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?, perform payloadAction: @escaping (Payload) -> Void) -> some View { self }

    /// [A `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// [A `fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// [A `fileExporter(isPresented:documents:contentType:onCompletion:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { self }

    /// [A `fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where C.Element: FileDocument { self }

    /// [A `fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// [A `fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where T == C.Element { self }

    /// [A `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }

    /// [A `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View { self }

    /// [A `fileImporter(isPresented:allowedContentTypes:onCompletion:)`]: unavailable.
    @available(*, unavailable, message: "opens the document picker; there is no document picker or UTType on Linux")
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
}
