/// Placeholder, filled by the transitions commit.
final class TransitionBox {}
