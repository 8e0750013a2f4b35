// MotionCore is the view runtime built on the animation layer, MotionAnimation. It re-exports
// that layer, so `import MotionCore` (and a snippet's `import SwiftUI`, whose shim re-exports
// MotionCore) sees `Animation`, `Spring`, `Transaction`, `withAnimation`, `Color` … as SwiftUI
// declares them in one module. Files of MotionCore import MotionAnimation themselves.
@_exported import MotionAnimation
