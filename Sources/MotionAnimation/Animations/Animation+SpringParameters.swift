extension Animation {
    /// The spring this animation moves with, when it is one (a MotionCore addition, not in
    /// SwiftUI, for tools that show a spring's equivalent forms): a fluid spring (`spring`,
    /// `interactiveSpring`, `smooth`, `snappy`, `bouncy`, `.default`) as
    /// `Spring(response:dampingRatio:)`, an interpolating spring as
    /// `Spring(mass:stiffness:damping:allowOverDamping: true)`; nil for timing curves, custom
    /// animations and wrapped animations (`delay`, `speed`, `repeatCount` …).
    public var springParameters: Spring? {
        if let fluid = fluidSpring, fluid.response > 0 {
            return Spring(response: fluid.response, dampingRatio: fluid.dampingFraction)
        }
        if let interpolating = self.as(InterpolatingSpringAnimation.self) {
            return Spring(
                mass: interpolating.mass, stiffness: interpolating.stiffness, damping: interpolating.damping, allowOverDamping: true)
        }
        return nil
    }
}
