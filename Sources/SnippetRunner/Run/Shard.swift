/// One of `count` parts of a course's distinct programs (`motionbook check --shard K/N`), so
/// that several machines can each build a part and a final job merges their cached results.
///
/// A program belongs to the shard whose number is its cache key, read as a 256-bit number in
/// hexadecimal, modulo `count`, plus 1. The key depends only on the program and the engine (see
/// ``ResultCache``), so the assignment is the same on every machine and stays put when other
/// lessons change. A snippet that is no program (``SnippetResult/Status/noView``) has no key;
/// it belongs to shard 1.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1 ... ``count``.
    public var index: Int
    /// How many shards there are, at least 1.
    public var count: Int

    /// A shard K of N with 1 ≤ K ≤ N; nil for anything else.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` (decimal, 1 ≤ K ≤ N); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the program with cache key `key` (hexadecimal digits) is this shard's.
    public func contains(key: String) -> Bool {
        Self.number(ofKey: key, count: count) == index
    }

    /// Whether this is shard 1, which takes what belongs to no program: the snippets that give
    /// none, and (in `check`) the lint's diagnostics.
    public var isFirst: Bool { index == 1 }

    /// The shard (1 ... count) of `key`: its hexadecimal value modulo `count`, plus 1. Digits
    /// other than 0-9, a-f, A-F are skipped (a key has none).
    static func number(ofKey key: String, count: Int) -> Int {
        var remainder = 0
        for character in key {
            guard let digit = character.hexDigitValue else { continue }
            remainder = (remainder * 16 + digit) % count
        }
        return remainder + 1
    }
}
