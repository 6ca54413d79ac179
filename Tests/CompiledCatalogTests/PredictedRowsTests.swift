import Testing

@testable import CompiledCatalog

/// The row predictors of deepmap's predicted kind, on groups of three samples (one pixel).
@Suite struct PredictedRowsTests {
    @Test func leftAddsThePixelBefore() throws {
        var row: [Int16] = [1, 2, 3, 10, 20, 30, 1, 1, 1]
        try PredictedRows.unpredict(&row, predictor: 2, above: nil)
        #expect(row == [1, 2, 3, 11, 22, 33, 12, 23, 34])
    }

    @Test func upAddsTheRowAbove() throws {
        var row: [Int16] = [1, 2, 3, 4, 5, 6]
        try PredictedRows.unpredict(&row, predictor: 3, above: [10, 20, 30, 40, 50, 60])
        #expect(row == [11, 22, 33, 44, 55, 66])
    }

    @Test func meanAveragesLeftAndUpAfterTheFirstPixel() throws {
        var row: [Int16] = [0, 0, 0, 2, 4, 6]
        try PredictedRows.unpredict(&row, predictor: 4, above: [10, 20, 30, 40, 50, 60])
        // First pixel from above; then (left + up + 1) / 2: (10 + 40 + 1) / 2 = 25, …
        #expect(row == [10, 20, 30, 27, 39, 51])
    }

    @Test func paethPicksLeftOrUpPerPixel() throws {
        var row: [Int16] = [0, 0, 0, 1, 1, 1]
        // Up-left 10, up 10, left 50: |up - upleft| = 0 <= |left - upleft| = 40, so left.
        try PredictedRows.unpredict(&row, predictor: 1, above: [10, 10, 10, 10, 10, 10])
        #expect(row == [10, 10, 10, 11, 11, 11])
        var other: [Int16] = [40, 40, 40, 1, 1, 1]
        // Left (after the first pixel) 50, up-left 10, up 90: |90 - 10| = 80 > |50 - 10| = 40, so up.
        try PredictedRows.unpredict(&other, predictor: 1, above: [10, 10, 10, 90, 90, 90])
        #expect(other == [50, 50, 50, 91, 91, 91])
    }

    @Test func anUnknownPredictorIsRefused() {
        var row: [Int16] = [0, 0, 0]
        #expect(throws: CompiledCatalogError.self) { try PredictedRows.unpredict(&row, predictor: 7, above: nil) }
    }
}
