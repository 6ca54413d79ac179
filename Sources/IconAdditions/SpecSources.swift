import Foundation
import ProjectEditing

/// A `.icon` in an XcodeGen spec's target `sources`: a line like its siblings' (`- path: App/X.icon` or
/// `- App/X.icon`) right after the last of them; nothing when the spec lists its folder instead.
/// Spliced as text, so every comment and the spec's order stay.
enum SpecSources {
    static func add(_ bundle: String, beside siblings: [String], spec: String, draft: inout ProjectDraft) throws(AdditionError) -> String {
        let root = AppIcons.parent(spec)
        let relative = relativePath(bundle, to: root)
        do {
            var lines = SpecLines(try draft.text(at: spec))
            let siblingPaths = Set(siblings.map { relativePath($0, to: root) })
            guard let last = lines.indices.last(where: { lines.listedPath(at: $0).map(siblingPaths.contains) ?? false }) else {
                return "no source added to \(AppIcons.fileName(spec)): the spec lists the folder, not its files"
            }
            lines.insert(lines.replacingPath(at: last, with: relative), after: last)
            try draft.write(text: lines.text, to: spec)
            return "listed \(relative) in the target's sources in \(AppIcons.fileName(spec))"
        } catch { throw .edit(error) }
    }

    static func remove(_ bundle: String, spec: String, draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        let relative = relativePath(bundle, to: AppIcons.parent(spec))
        do {
            var lines = SpecLines(try draft.text(at: spec))
            let listed = lines.indices.filter { lines.listedPath(at: $0) == relative }
            guard !listed.isEmpty else { return [] }
            for index in listed.reversed() { lines.remove(at: index) }
            try draft.write(text: lines.text, to: spec)
            return ["removed \(relative) from the sources in \(AppIcons.fileName(spec))"]
        } catch { throw .edit(error) }
    }

    static func relativePath(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

/// A spec's lines with their endings kept, for line splices.
struct SpecLines {
    private var lines: [String]
    private let ending: String
    private let endsWithBreak: Bool

    init(_ text: String) {
        ending = text.contains("\r\n") ? "\r\n" : "\n"
        endsWithBreak = text.hasSuffix(ending)
        var split = text.components(separatedBy: ending)
        if endsWithBreak { split.removeLast() }
        lines = split
    }

    var indices: Range<Int> { lines.indices }
    var text: String { lines.joined(separator: ending) + (endsWithBreak ? ending : "") }

    /// The path a `- path: X` or `- X` list item names (quotes removed), nil for other lines.
    func listedPath(at index: Int) -> String? {
        var rest = Substring(lines[index].trimmingCharacters(in: .whitespaces))
        guard rest.hasPrefix("- ") else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " }
        if rest.hasPrefix("path:") { rest = rest.dropFirst(5).drop { $0 == " " } }
        let value = rest.trimmingCharacters(in: .whitespaces)
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }

    /// Line `index` with its path replaced by `path` (indentation, `path:` and quotes kept).
    func replacingPath(at index: Int, with path: String) -> String {
        guard let old = listedPath(at: index), let range = lines[index].range(of: old, options: .backwards) else { return lines[index] }
        return lines[index].replacingCharacters(in: range, with: path)
    }

    mutating func insert(_ line: String, after index: Int) { lines.insert(line, at: index + 1) }
    mutating func remove(at index: Int) { lines.remove(at: index) }
}
