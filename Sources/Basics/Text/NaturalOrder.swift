import Foundation

/// Compares names the way a person reads them: runs of digits by value (`Alternate2` before
/// `Alternate10`), letters without regard to case (`apple` before `Banana`).
///
/// Icon names are usually numbered or themed words; byte order puts `Icon10` before `Icon2` and every
/// capitalised name before every lower-case one, which reads as a random order in a chooser.
public enum NaturalOrder {
    /// True when `left` comes before `right`. Names that compare equal this way (`a` and `A`,
    /// `01` and `1`) fall back to plain string order, so the order is total and stable.
    public static func precedes(_ left: String, _ right: String) -> Bool {
        switch compare(left, right) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return left < right
        }
    }

    /// Case-insensitive comparison with runs of ASCII digits compared by their value.
    public static func compare(_ left: String, _ right: String) -> ComparisonResult {
        var leftScalars = Array(left.lowercased().unicodeScalars)[...]
        var rightScalars = Array(right.lowercased().unicodeScalars)[...]
        while let leftFirst = leftScalars.first, let rightFirst = rightScalars.first {
            if isDigit(leftFirst) && isDigit(rightFirst) {
                let leftRun = digitRun(&leftScalars)
                let rightRun = digitRun(&rightScalars)
                let result = compareNumbers(leftRun, rightRun)
                if result != .orderedSame { return result }
                continue
            }
            if leftFirst != rightFirst { return leftFirst.value < rightFirst.value ? .orderedAscending : .orderedDescending }
            leftScalars.removeFirst()
            rightScalars.removeFirst()
        }
        if leftScalars.isEmpty && rightScalars.isEmpty { return .orderedSame }
        return leftScalars.isEmpty ? .orderedAscending : .orderedDescending
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Removes the leading run of digits from `scalars` and returns it without leading zeros.
    static func digitRun(_ scalars: inout ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        let end = scalars.firstIndex { !isDigit($0) } ?? scalars.endIndex
        let run = scalars[scalars.startIndex..<end]
        scalars = scalars[end...]
        return run.drop { $0 == "0" }
    }

    /// Digit runs of any length compared by value: the longer one (without leading zeros) is larger.
    static func compareNumbers(_ left: ArraySlice<Unicode.Scalar>, _ right: ArraySlice<Unicode.Scalar>) -> ComparisonResult {
        if left.count != right.count { return left.count < right.count ? .orderedAscending : .orderedDescending }
        for (leftDigit, rightDigit) in zip(left, right) where leftDigit != rightDigit {
            return leftDigit.value < rightDigit.value ? .orderedAscending : .orderedDescending
        }
        return .orderedSame
    }
}
