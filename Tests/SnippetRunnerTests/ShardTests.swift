import Digest
import Testing
@testable import SnippetRunner

/// `check --shard K/N`: what `K/N` may be, and that every key is in exactly one shard, by its
/// value modulo N.
@Suite struct ShardTests {
    @Test func readsKOfN() {
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
        #expect(Shard("1/1")?.description == "1/1")
        #expect(Shard("3/3")?.isFirst == false && Shard("1/3")?.isFirst == true)
        for refused in ["0/3", "4/3", "x", "", "3", "1/0", "-1/3", "1/-3", "1/3/4", " 1/3", "1/3 ", "+1/3", "１/3", "1.0/3", "/3", "1/"] {
            #expect(Shard(refused) == nil, "\(refused)")
        }
    }

    @Test func everyKeyIsInExactlyOneShardByItsValueModuloN() {
        var hash = SHA256()
        for round in 0..<200 {
            hash.update(field: String(round))
            let key = hash.hexDigest()
            // A 15-digit key fits a UInt64, which gives its value modulo the count directly.
            let short = String(key.prefix(15))
            for count in 1...7 {
                #expect((1...count).filter { Shard(index: $0, count: count)!.contains(key: key) }.count == 1)
                let owners = (1...count).filter { Shard(index: $0, count: count)!.contains(key: short) }
                #expect(owners == [Int(UInt64(short, radix: 16)! % UInt64(count)) + 1], "\(short) of \(count)")
            }
        }
        // 0x0b = 11 is 2 mod 3 (shard 3), 0x10 = 16 is 1 mod 3 (shard 2), 0xff00 is 0 mod 4.
        #expect(Shard(index: 3, count: 3)!.contains(key: "0b") && Shard(index: 2, count: 3)!.contains(key: "10"))
        #expect(Shard(index: 1, count: 4)!.contains(key: "ff00"))
    }
}
