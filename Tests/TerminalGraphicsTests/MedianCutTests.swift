import TerminalArt
import Testing

@testable import TerminalGraphics

/// Median cut splits each box by selection, not sorting: the median must land where a sort puts it.
@Suite struct MedianCutSelectionTests {
    @Test(arguments: [1, 2, 7, 100, 1_000])
    func selectPutsTheMedianWhereASortWould(count: Int) {
        var sequence = SixelPaletteTests.Sequence(state: UInt64(count))
        // Few distinct values, so ties around the median are common.
        var samples = (0..<count).map { _ in SIMD3((sequence.next() * 8).rounded(.down), sequence.next(), 0) }
        let box = (count / 5)..<count
        let nth = box.lowerBound + box.count / 2
        let outside = samples[..<box.lowerBound]
        MedianCut.select(&samples, in: box, nth: nth, channel: 0)
        #expect(samples[..<box.lowerBound] == outside)
        #expect(samples[box].map(\.x).sorted()[nth - box.lowerBound] == samples[nth].x)
        #expect(samples[box.lowerBound..<nth].allSatisfy { $0.x <= samples[nth].x })
        #expect(samples[nth..<box.upperBound].allSatisfy { $0.x >= samples[nth].x })
    }
}
