// MotionTrace: the harness a compiled snippet links (scenes, events, sampling, trace JSON).
// The trace document (`Trace`) is also what the snippet runner and the site read back.
@_exported import MotionCore
