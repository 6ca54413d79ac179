import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Tuist's resource globs (`"Resources/**"`, `.glob(pattern:excluding:)`) expanded against the
/// disk as `tuist generate` expands them: `*`, `?`, `[…]` within a name, `{a,b}` alternatives, `**`
/// for any number of folders. Bundle-like folders (`.xcassets`, `.icon`, `.bundle`, …) are matched
/// as one file and never entered, so a catalog found this way is one resource. A path without
/// glob characters is the resource itself, whatever it is.
///
/// Bounded: at most `maximumVisited` folder entries looked at and `maximumAlternatives` patterns
/// from one pattern's braces; hidden entries are skipped unless the pattern names them.
struct TuistResourceGlob {
    /// Folders Tuist treats as files (its `isOpaqueDirectory`, and `.icon`, a package on macOS).
    static let opaqueExtensions: Set<String> = [
        "xcassets", "scnassets", "xcdatamodeld", "docc", "playground", "bundle", "mlmodelc", "icon",
    ]
    static let maximumAlternatives = 32
    static let maximumDepth = 24

    var maximumVisited = 50_000
    private(set) var visited = 0
    /// Whether a walk stopped at `maximumVisited`.
    var isTruncated: Bool { visited > maximumVisited }

    /// The files and bundle folders `pattern` (absolute) matches, without those `excluding` matches, sorted.
    mutating func expand(_ pattern: String, excluding: [String] = []) -> [String] {
        guard pattern.contains(where: { "*?[{".contains($0) }) else {
            return FileManager.default.fileExists(atPath: pattern) ? [pattern] : []
        }
        var found = Set<String>()
        for alternative in Self.alternatives(of: pattern) {
            let components = alternative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            walk("", components[...], into: &found, depth: 0)
        }
        var excluded = Set<String>()
        for exclusion in excluding {
            excluded.formUnion(expand(exclusion))
            // Excluding everything inside a bundle folder leaves nothing of it to copy (Hedvig's
            // `Resources/AppIcon.icon/**`): the folder itself is excluded too.
            for suffix in ["/**/*", "/**"] where exclusion.hasSuffix(suffix) {
                excluded.formUnion(expand(String(exclusion.dropLast(suffix.count))))
                break
            }
        }
        return found.subtracting(excluded).sorted()
    }

    /// `a{b,c}d` → `abd`, `acd` (nested braces too), at most `maximumAlternatives`.
    static func alternatives(of pattern: String) -> [String] {
        var results: [String] = []
        var pending = [pattern]
        while let next = pending.popLast(), results.count + pending.count < maximumAlternatives {
            guard let open = next.firstIndex(of: "{"), let close = matchingBrace(in: next, from: open) else {
                results.append(next)
                continue
            }
            let prefix = next[..<open]
            let suffix = next[next.index(after: close)...]
            for choice in topLevelChoices(next[next.index(after: open)..<close]).reversed() {
                pending.append(String(prefix + choice + suffix))
            }
        }
        return results
    }

    static func matchingBrace(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func topLevelChoices(_ inside: Substring) -> [Substring] {
        var choices: [Substring] = []
        var depth = 0
        var start = inside.startIndex
        for index in inside.indices {
            switch inside[index] {
            case "{": depth += 1
            case "}": depth -= 1
            case "," where depth == 0:
                choices.append(inside[start..<index])
                start = inside.index(after: index)
            default: break
            }
        }
        return choices + [inside[start...]]
    }

    /// Matches `components` below `folder` (`""` is the root `/`).
    private mutating func walk(_ folder: String, _ components: ArraySlice<String>, into found: inout Set<String>, depth: Int) {
        guard let first = components.first, depth < Self.maximumDepth, !isTruncated else { return }
        let rest = components.dropFirst()
        if !first.contains(where: { "*?[".contains($0) }) {
            let path = folder + "/" + first
            if rest.isEmpty {
                if FileManager.default.fileExists(atPath: path) { found.insert(path) }
            } else if Self.isPlainFolder(path) {
                walk(path, rest, into: &found, depth: depth + 1)
            }
            return
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder)) ?? []
        visited += entries.count
        if first == "**" {
            // Zero folders: the rest here ("**" last means every file below).
            walk(folder, rest.isEmpty ? ["*"] : rest, into: &found, depth: depth + 1)
            for name in entries.sorted() where !name.hasPrefix(".") && Self.isPlainFolder(folder + "/" + name) {
                walk(folder + "/" + name, components, into: &found, depth: depth + 1)
            }
            return
        }
        for name in entries.sorted() where Self.matches(first, name) && (!name.hasPrefix(".") || first.hasPrefix(".")) {
            let path = folder + "/" + name
            if rest.isEmpty {
                if !Self.isPlainFolder(path) { found.insert(path) }
            } else if Self.isPlainFolder(path) {
                walk(path, rest, into: &found, depth: depth + 1)
            }
        }
    }

    /// A folder to look into: not a bundle-like folder, not a link (which could loop).
    static func isPlainFolder(_ path: String) -> Bool {
        guard !opaqueExtensions.contains((path as NSString).pathExtension) else { return false }
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
