import Foundation

/// One evaluation of an MSBuild project file, as MSBuild does it for one configuration: the global
/// properties (`Configuration`, `Platform`, the `TargetFramework` of an inner build) fixed, every
/// property assigned in document order where its conditions hold, then every item against the
/// final properties.
///
/// What the icons depend on but cannot be decided here (a condition or value computed while
/// building) is kept in `unread`, with its line.
struct MSBuildEvaluation: Sendable {
    struct Item: Equatable, Sendable {
        var type: String
        /// One path or name of the `Include`, expanded and unescaped (`%40` is `@`), as written otherwise.
        var include: String
        var metadata: [String: String]
        var line: Int
    }

    struct Unread: Equatable, Sendable {
        var line: Int
        /// The element (`AppIcon`, `AlternateAppIcon`).
        var name: String
        /// What could not be worked out, as written.
        var what: String
    }

    /// Properties whose value decides the icons, the platform or the app's files.
    static let relevantProperties: Set<String> = [
        "appicon", "includeallappicons", "targetframework", "targetframeworks", "outputtype", "applicationid", "applicationtitle",
        "assemblyname", "iphoneresourceprefix", "appbundleresourceprefix", "enabledefaultitems", "enabledefaultiositems",
        "enabledefaulttvositems", "usemaui",
    ]
    static let relevantItems: Set<String> = ["AlternateAppIcon", "ImageAsset", "BundleResource", "MauiIcon", "None"]
    /// Most items kept (each `Include` may name several paths).
    static let maxItems = 50_000

    private(set) var properties: MSBuildProperties
    /// The line each property was last assigned on (lowercased name).
    private(set) var lines: [String: Int] = [:]
    private(set) var items: [Item] = []
    private(set) var unread: [Unread] = []

    init(_ file: MSBuildProjectFile, globals: [String: String]) {
        var builtIn = [
            "MSBuildProjectDirectory": file.folder, "MSBuildThisFileDirectory": file.folder + "/",
            "MSBuildProjectName": ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension,
            "MSBuildProjectFullPath": file.path,
        ]
        builtIn.merge(globals) { _, global in global }
        properties = MSBuildProperties(builtIn)
        let fixed = Set(globals.keys.map { $0.lowercased() })
        for property in file.properties {
            let lowered = property.name.lowercased()
            let relevant = Self.relevantProperties.contains(lowered)
            guard applies(property.guarded, file: file, name: property.name, relevant: relevant), !fixed.contains(lowered) else { continue }
            let expanded = properties.expand(property.value)
            if relevant && !expanded.unknown.isEmpty {
                unread.append(Unread(line: property.line, name: property.name, what: expanded.unknown.joined(separator: " ")))
            }
            properties.set(property.name, expanded.value)
            lines[lowered] = property.line
        }
        for item in file.items where items.count < Self.maxItems {
            let relevant = Self.relevantItems.contains(item.type)
            guard relevant, applies(item.guarded, file: file, name: item.type, relevant: relevant) else { continue }
            add(item)
        }
    }

    /// Whether `guarded` holds; an undecided guard does not, and is noted when it guards something relevant.
    mutating func applies(_ guarded: MSBuildProjectFile.Guard, file: MSBuildProjectFile, name: String, relevant: Bool) -> Bool {
        var undecided: [MSBuildProjectFile.Condition] = []
        for condition in guarded.all {
            switch MSBuildCondition.evaluate(condition.text, properties: properties, folder: file.folder).value {
            case true?: continue
            case false?: return false
            case nil: undecided.append(condition)
            }
        }
        for condition in guarded.none {
            switch MSBuildCondition.evaluate(condition.text, properties: properties, folder: file.folder).value {
            case false?: continue
            case true?: return false
            case nil: undecided.append(condition)
            }
        }
        guard let first = undecided.first else { return true }
        if relevant { unread.append(Unread(line: first.line, name: name, what: "Condition=\"\(first.text)\"")) }
        return false
    }

    /// The item's paths or names added, or those it removes taken out.
    mutating func add(_ item: MSBuildProjectFile.Item) {
        if let remove = item.remove {
            let removed = Set(Self.split(properties.expand(remove).value))
            items.removeAll { $0.type == item.type && removed.contains($0.include) }
        }
        guard let include = item.include else { return }
        let expanded = properties.expand(include)
        if !expanded.unknown.isEmpty && item.type != "None" {
            unread.append(Unread(line: item.line, name: item.type, what: expanded.unknown.joined(separator: " ")))
        }
        let metadata = item.metadata.mapValues { properties.expand($0).value }
        for part in Self.split(expanded.value) where items.count < Self.maxItems {
            items.append(Item(type: item.type, include: part, metadata: metadata, line: item.line))
        }
    }

    /// `a;b` as `[a, b]`, each unescaped and trimmed, empty parts dropped.
    static func split(_ text: String) -> [String] {
        text.split(separator: ";").map { MSBuildProperties.unescaped($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .filter { !$0.isEmpty }
    }

    subscript(name: String) -> String? { properties[name] }

    func line(of name: String) -> Int? { lines[name.lowercased()] }

    func items(_ type: String) -> [Item] { items.filter { $0.type == type } }
}
