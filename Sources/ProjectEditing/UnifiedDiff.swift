import Foundation

/// Unified diffs as `git diff` prints them, for `--dry-run`: the same hunks a maintainer reviews later.
enum UnifiedDiff {
    static let context = 3
    /// Past this many lines on each side of what differs, the middle is shown as removed and added whole
    /// rather than searched for a shortest edit (whose memory grows with the product of the sizes).
    static let maxSearchedLines = 20_000

    enum Operation: Equatable { case same, removed, added }
    /// A line's bytes with its line ending (compared as bytes: two spellings of one character differ).
    typealias Line = ArraySlice<UInt8>

    static func text(for change: FileChange, name: String) -> String {
        let oldName = change.before == nil ? "/dev/null" : "a/" + name
        let newName = change.after == nil ? "/dev/null" : "b/" + name
        let old = change.before ?? Data()
        let new = change.after ?? Data()
        guard let oldLines = textLines(old), let newLines = textLines(new) else {
            return "Binary files \(oldName) and \(newName) differ\n"
        }
        let script = operations(oldLines, newLines)
        return "--- \(oldName)\n+++ \(newName)\n" + hunks(script, oldLines, newLines)
    }

    /// The lines of `data` with their line endings, or nil when it is not text (not UTF-8, or has a NUL).
    static func textLines(_ data: Data) -> [Line]? {
        guard !data.contains(0), String(data: data, encoding: .utf8) != nil else { return nil }
        let bytes = [UInt8](data)
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// An edit script between the two line lists: their common ends kept, then the lines that occur once
    /// in each side matched in order (patience diff, as `git diff --patience`), and the gaps between
    /// them searched for a shortest script (Myers). Anchoring keeps a file with hundreds of scattered
    /// edits (a removed key in each of 300 alternates) as cheap as one with a single edit.
    static func operations(_ old: [Line], _ new: [Line]) -> [Operation] {
        operations(old[...], new[...])
    }

    static func operations(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[old.startIndex + prefix] == new[new.startIndex + prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.endIndex - 1 - suffix] == new[new.endIndex - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = old[(old.startIndex + prefix)..<(old.endIndex - suffix)]
        let newMiddle = new[(new.startIndex + prefix)..<(new.endIndex - suffix)]
        let same = { (count: Int) in [Operation](repeating: .same, count: count) }
        return same(prefix) + middleOperations(oldMiddle, newMiddle) + same(suffix)
    }

    private static func middleOperations(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [Operation] {
        let whole = [Operation](repeating: .removed, count: old.count) + [Operation](repeating: .added, count: new.count)
        if old.isEmpty || new.isEmpty { return whole }
        let anchors = uniqueAnchors(old, new)
        guard !anchors.isEmpty else {
            return old.count > maxSearchedLines || new.count > maxSearchedLines ? whole : myers(Array(old), Array(new))
        }
        var result: [Operation] = []
        var oldStart = old.startIndex
        var newStart = new.startIndex
        for (oldIndex, newIndex) in anchors {
            result += operations(old[oldStart..<oldIndex], new[newStart..<newIndex])
            result.append(.same)
            oldStart = oldIndex + 1
            newStart = newIndex + 1
        }
        return result + operations(old[oldStart...], new[newStart...])
    }

    /// The lines found exactly once on each side, as index pairs, the longest run in the same order on both.
    private static func uniqueAnchors(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> [(Int, Int)] {
        var seen: [Line: (old: Int, oldIndex: Int, new: Int, newIndex: Int)] = [:]
        for index in old.indices {
            seen[old[index], default: (0, 0, 0, 0)].old += 1
            seen[old[index]]?.oldIndex = index
        }
        for index in new.indices {
            seen[new[index], default: (0, 0, 0, 0)].new += 1
            seen[new[index]]?.newIndex = index
        }
        let pairs = seen.values.filter { $0.old == 1 && $0.new == 1 }.map { ($0.oldIndex, $0.newIndex) }.sorted { $0.0 < $1.0 }
        // Patience sorting: the longest subsequence increasing in the new index.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var chain: [(Int, Int)] = []
        var current = tails.last ?? -1
        while current >= 0 {
            chain.append(pairs[current])
            current = previous[current]
        }
        return chain.reversed()
    }

    /// Myers' O(ND) search, keeping each round's furthest points (the window the round used) to walk the path back.
    static func myers(_ old: [Line], _ new: [Line]) -> [Operation] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
                    x = furthest[offset + k + 1]
                } else {
                    x = furthest[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        return backtrack(trace, n: n, m: m)
    }

    /// `trace[d][k + d]` is the furthest x on diagonal k before round d.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Operation] {
        var result: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let window = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && window[k - 1 + d] < window[k + 1 + d])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : window[previousK + d]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                result.append(.same)
                x -= 1
                y -= 1
            }
            if d > 0 {
                result.append(x == previousX ? .added : .removed)
                x = previousX
                y = previousY
            }
        }
        return result.reversed()
    }

    /// The script as hunks: runs of changes with `context` lines around them, merged when they touch.
    static func hunks(_ script: [Operation], _ old: [Line], _ new: [Line]) -> String {
        let changed = script.indices.filter { script[$0] != .same }
        guard let first = changed.first else { return "" }
        var groups: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        var positions: [(old: Int, new: Int)] = []
        var oldLine = 0
        var newLine = 0
        for operation in script {
            positions.append((oldLine, newLine))
            if operation != .added { oldLine += 1 }
            if operation != .removed { newLine += 1 }
        }
        positions.append((oldLine, newLine))
        return groups.map { hunk($0, script, positions, old, new) }.joined()
    }

    private static func hunk(
        _ group: ClosedRange<Int>, _ script: [Operation], _ positions: [(old: Int, new: Int)], _ old: [Line], _ new: [Line]
    ) -> String {
        let lower = max(0, group.lowerBound - context)
        let upper = min(script.count, group.upperBound + 1 + context)
        var body = ""
        var oldCount = 0
        var newCount = 0
        for index in lower..<upper {
            let position = positions[index]
            switch script[index] {
            case .same:
                body += line(" ", old[position.old])
                oldCount += 1
                newCount += 1
            case .removed:
                body += line("-", old[position.old])
                oldCount += 1
            case .added:
                body += line("+", new[position.new])
                newCount += 1
            }
        }
        let start = positions[lower]
        return "@@ -\(range(start.old, oldCount)) +\(range(start.new, newCount)) @@\n" + body
    }

    /// `start,count` as diff writes it: 1-based, the count left out when it is 1, the line before when it is 0.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    private static func line(_ marker: String, _ bytes: Line) -> String {
        let text = marker + String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }
}
