import Diagnostics
import Lessons
import SnippetRunner

extension RuleCatalog {
    /// Every rule of the tool: the lint's (Lessons), then the snippet run's (SnippetRunner). What
    /// `check --list-rules` lists and `check --explain RULE` looks up; each module declares its
    /// own, and this is the one place that sees both.
    static let motionbook = RuleCatalog(joining: [.lessons, .snippetRunner])
}
