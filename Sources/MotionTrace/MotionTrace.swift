// MotionTrace: the harness a compiled snippet links (scenes, events, sampling, trace JSON).
// Built on MotionCore's runtime; see DESIGN.md, "MotionTrace and the trace format".
@_exported import MotionCore
