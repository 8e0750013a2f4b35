import Testing
import Toolbox

/// The memo: a value made once per key while it is current, made again (and replacing the old
/// one) when it is not; nils are not kept.
@Suite struct MemoTests {
    @Test func makesAValueOnceWhileItIsCurrent() {
        let memo = Memo<String, (input: String, length: Int)>()
        let made = Locked(0)
        func length(_ path: String, _ text: String) -> Int {
            memo.value(for: path, isCurrent: { $0.input == text }) {
                made.withValue { $0 += 1 }
                return (text, text.count)
            }.length
        }
        #expect(length("a", "one") == 3)
        #expect(length("a", "one") == 3)
        #expect(made.withValue { $0 } == 1)
        #expect(length("a", "three") == 5)
        #expect(made.withValue { $0 } == 2)
        #expect(memo["a"]?.input == "three")
        #expect(length("b", "one") == 3)
        #expect(made.withValue { $0 } == 3)
    }

    @Test func keepsOnlyValuesThatExist() {
        let memo = Memo<Int, String>()
        #expect(memo.valueIfAny(for: 1) { nil } == nil)
        #expect(memo[1] == nil)
        #expect(memo.valueIfAny(for: 1) { "first" } == "first")
        #expect(memo.valueIfAny(for: 1) { "second" } == "first")
        memo.store("stored", for: 1)
        #expect(memo.valueIfAny(for: 1) { nil } == "stored")
    }
}
