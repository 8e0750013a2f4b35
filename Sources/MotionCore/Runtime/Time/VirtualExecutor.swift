/// The executor `.task` bodies prefer: it queues their jobs, and the runtime runs them
/// synchronously on its own thread at frame boundaries, so async code is deterministic.
final class VirtualExecutor: TaskExecutor, @unchecked Sendable {
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
    }

    /// Whether a job is queued.
    var hasJobs: Bool { !jobs.isEmpty }

    /// Runs queued jobs (and the jobs they queue) until none is left.
    func drain() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A value carried into a task by assertion (`@unchecked Sendable`): the runtime runs task jobs
/// on its own thread only.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

extension ViewRuntime {
    /// Runs the jobs `.task` bodies have queued, then the updates they caused.
    func drainTasks() {
        executor.drain()
    }

    /// Starts the `index`-th task of `node`, which runs on the virtual executor until its first
    /// suspension at once.
    func startTask(_ task: TaskAttachment, index: Int, for node: ViewNode) {
        guard node.isAlive else { return }
        let action = Unchecked(value: task.action)
        let running = Task(executorPreference: executor) {
            await action.value()
        }
        node.runningTasks[index] = (task.id, running)
        drainTasks()
    }

    /// Suspends the current task until the virtual clock reaches `deadline` (nanoseconds);
    /// throws `CancellationError` if the task is cancelled first.
    func sleep(until deadline: UInt64) async throws {
        let runtime = Unchecked(value: self)
        let timer = Unchecked(value: TimerReference())
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resume = Unchecked(value: continuation)
                timer.value.id = runtime.value.timers.schedule(at: deadline, .sleep { proceed in
                    if proceed { resume.value.resume() } else { resume.value.resume(throwing: CancellationError()) }
                })
            }
        } onCancel: {
            guard let id = timer.value.id, case .sleep(let resume)? = runtime.value.timers.cancel(id) else { return }
            resume(false)
        }
    }
}

/// The id of a sleep's timer, known once it is scheduled.
private final class TimerReference {
    var id: Int?
}
