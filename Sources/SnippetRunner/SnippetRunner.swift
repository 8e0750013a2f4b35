// SnippetRunner: compiles lesson snippets with swiftc against MotionCore, runs them on the
// virtual clock and caches their traces (DESIGN.md, "SnippetRunner").
import Lessons
