// MotionCore: SwiftUI's animation model, headless and deterministic.
// Layers (DESIGN.md): animatable math, curves and springs, animations, keyframes,
// transactions, headless views, runtime. Nothing here reads wall-clock time or does I/O.
