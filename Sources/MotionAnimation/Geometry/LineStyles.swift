/// How the ends of a stroked open line are drawn [A] (Core Graphics' `CGLineCap`, which
/// Foundation on Linux does not have): flat at the end, a half disc, or a half square beyond it.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How two stroked segments meet [A] (Core Graphics' `CGLineJoin`): a sharp corner, a round
/// one, or the corner cut off.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}
