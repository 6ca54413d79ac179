/// One object of a pbxproj as a query sees it: its id, `isa`, and its string and list values (ids
/// without their comments). Read in one pass, so a lookup across thousands of objects (which group
/// holds a file, which phase builds it) does not parse the file once per object.
public struct PBXObjectSummary: Equatable, Sendable {
    public var id: String
    public var isa: String
    public var strings: [String: String]
    public var lists: [String: [String]]
}

extension PBXProjEditor {
    /// Every object of the file, in the order written.
    public func objectSummaries() throws(EditError) -> [PBXObjectSummary] {
        let root: PBXNode
        do { root = try PBXProjScanner.root(of: bytes) } catch { throw error.about(path) }
        guard let objects = root["objects"], case .dictionary(let entries, _) = objects else {
            throw EditError.malformed(path: path, reason: "it has no objects dictionary")
        }
        return entries.compactMap { entry in
            guard let isa = entry.value["isa"]?.string else { return nil }
            var strings: [String: String] = [:]
            var lists: [String: [String]] = [:]
            for field in entry.value.entries {
                switch field.value {
                case .string(let text, _): strings[field.key] = text
                case .list(let items, _): lists[field.key] = items.compactMap(\.string)
                case .dictionary: continue
                }
            }
            return PBXObjectSummary(id: entry.key, isa: isa, strings: strings, lists: lists)
        }
    }
}
