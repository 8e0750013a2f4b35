import Observation

extension ViewRuntime {
    /// Runs a walk recording the `@Observable` properties its bodies read; the first later write
    /// of one of them queues an update with the writer's transaction (as a `@State` write does),
    /// so `withAnimation { model.progress = 1 }` animates the views that read `progress`. Every
    /// update walks from the root and records the reads again.
    func observingReads(_ walk: () -> Void) {
        let reference = RuntimeReference(runtime: self)
        withObservationTracking(walk) {
            guard let runtime = reference.runtime, runtime.checkThread("@Observable") else { return }
            runtime.observedWriteWillHappen()
        }
    }

    /// Called just before a write of a property a walk read (Observation reports it before the
    /// value changes). An observable property has no rendered copy as `@State` has, so updates
    /// queued earlier by the same code (an unanimated `count += 1` before
    /// `withAnimation { model.scale = 2 }`) are applied first, while the property still has its
    /// old value: their walks do not show the write, which animates in its own update. (Not
    /// during a walk, nor when the runtime is not running the writer's code.)
    func observedWriteWillHappen() {
        if !queue.updates.isEmpty, !walks.isWalking, !queue.isApplyingBeforeObservedWrite, ViewRuntime.current === self {
            queue.isApplyingBeforeObservedWrite = true
            defer { queue.isApplyingBeforeObservedWrite = false }
            flush()
        }
        enqueueChange {}
    }
}
