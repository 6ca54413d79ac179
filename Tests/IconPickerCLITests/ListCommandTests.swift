import Testing

@testable import IconPickerCLI

/// `list` asks glibc to keep large blocks on the heap. glibc refuses a value above its ceiling
/// (32 MB), so a setting it does not take shows here rather than as a silent no-op.
@Suite struct ListCommandTests {
    @Test func glibcTakesTheLargeBlockSetting() {
        #expect(ListCommand.keepLargeBlocksOnTheHeap())
    }
}
