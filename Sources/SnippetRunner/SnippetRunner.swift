// SnippetRunner: compiles lesson snippets with swiftc against MotionCore, runs them on the
// virtual clock and caches their traces (docs/ARCHITECTURE.md, "SnippetRunner").
//
//   Process/  child processes in their own process group: timeouts, output caps, memory limit
//   Build/    the checkout and compiler, the engine build, the SwiftUI shim, entry points
//   Mapping/  compiler and runtime messages in lesson coordinates
//   Run/      one snippet built and run; batches in parallel (SnippetPipeline)
//   Cache/    SHA-256 keys and the result cache under .build/
//   Check/    the diagnostics `motionbook check` adds for snippets
//   Output/   tables, CSV and terminal charts of traces
//   Exercises/ the learner's exercise loop
