import MotionCore

/// The animation layer's rows: one fluid-spring frame and one 60-frame trace of one animated
/// property through `PropertyAnimator`, in nanoseconds per operation. Returns the trace row's
/// figure (ns per trace), the unit the view runtime's row is compared with.
func benchAnimationRows() -> Double {
    // One frame (1/60 s) of `.spring(response: 0.5, dampingFraction: 0.825)` over 0→100: five
    // velocity-Verlet steps plus the state read and write. The spring is restarted when it ends,
    // so every call is a frame of a running spring.
    let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
    var context = AnimationContext<Double>()
    var frame = 0
    _ = bench(name: "fluid spring, one 1/60 s frame") { _ in
        frame += 1
        if let offset = spring.animate(value: 100.0, time: Double(frame) / 60, context: &context) {
            return offset
        }
        context = AnimationContext<Double>()
        frame = 0
        return 100
    }

    // A whole trace: a new animator, one animated change with `.spring`, then 60 frames read.
    let transaction = Transaction(animation: .spring)
    return bench(name: "PropertyAnimator: 60-frame trace of .spring", iterations: 50_000) { x in
        var animator = PropertyAnimator(initialValue: 0.0)
        animator.set(100 + x, transaction: transaction, at: 0)
        var sum = 0.0
        for frame in 0..<60 {
            sum += animator.value(at: Double(frame) / 60) ?? 0
        }
        return sum
    }
}
