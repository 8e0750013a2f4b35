import Observation

extension ViewRuntime {
    /// Runs a walk recording the `@Observable` properties its bodies read; the first later write
    /// of one of them queues an update with the writer's transaction (`enqueueChange`, as a
    /// `@State` write does), so `withAnimation { model.progress = 1 }` animates the views that
    /// read `progress`. Every update walks from the root and records the reads again.
    ///
    /// Unlike `@State`, whose views see a write only when its update is applied, an observable
    /// property has no separate rendered value: a walk made before that update (of an earlier
    /// unanimated change in the same action) already shows the new value.
    func observingReads(_ walk: () -> Void) {
        let reference = RuntimeReference(runtime: self)
        withObservationTracking(walk) {
            guard let runtime = reference.runtime, runtime.checkThread("@Observable") else { return }
            runtime.enqueueChange {}
        }
    }
}
