import Testing
import Digest

/// FIPS 180-4 example vectors and a message spanning several blocks.
@Suite struct SHA256Tests {
    @Test func knownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func fieldsDoNotRunIntoEachOther() {
        var first = SHA256()
        first.update(field: "ab")
        first.update(field: "c")
        var second = SHA256()
        second.update(field: "a")
        second.update(field: "bc")
        #expect(first.hexDigest() != second.hexDigest())
    }

    /// Whole blocks are compressed in place and the rest waits: any split of a message into
    /// updates gives the digest of the whole.
    @Test func anySplitGivesTheDigestOfTheWhole() {
        let message = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var whole = SHA256()
        whole.update(message)
        for chunk in [1, 3, 63, 64, 65, 127, 200, 999] {
            var pieces = SHA256()
            var start = 0
            while start < message.count {
                pieces.update(message[start..<min(start + chunk, message.count)])
                start += chunk
            }
            #expect(pieces.hexDigest() == whole.hexDigest(), "chunks of \(chunk) bytes")
        }
        // A sequence without contiguous storage takes the same path.
        var lazy = SHA256()
        lazy.update(message.lazy.map { $0 })
        #expect(lazy.hexDigest() == whole.hexDigest())
    }
}
