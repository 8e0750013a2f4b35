import Foundation

/// `fileMover` [A]: the system's browser for moving files, presented while `isPresented` is
/// true. There is no file system to browse here, so it is `presentation` events only
/// (`fileMover "" presented`), as a dialog; it picks nothing, and neither `onCompletion` nor
/// `onCancellation` is called.
extension View {
    /// Presents the browser to move `file` [A].
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(DialogModifier(kind: "fileMover", title: "", isPresented: isPresented.wrappedValue))
    }

    /// Presents the browser to move `file`, with a cancellation handler [A].
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        modifier(DialogModifier(kind: "fileMover", title: "", isPresented: isPresented.wrappedValue))
    }

    /// Presents the browser to move `files` [A].
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        modifier(DialogModifier(kind: "fileMover", title: "", isPresented: isPresented.wrappedValue))
    }

    /// Presents the browser to move `files`, with a cancellation handler [A].
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        modifier(DialogModifier(kind: "fileMover", title: "", isPresented: isPresented.wrappedValue))
    }
}
