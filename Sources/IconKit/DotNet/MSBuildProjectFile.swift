import Foundation

/// An MSBuild project file (`.csproj`) as written: its property assignments and items in document
/// order, each with the conditions that guard it and its line, before any evaluation.
///
/// Read: `PropertyGroup`, `ItemGroup` (with `Include`, `Remove` and metadata as attributes or child
/// elements), `Choose`/`When`/`Otherwise`, the `Sdk` of `<Project>`, `<Import>`s (named only).
/// Properties and items set inside a `<Target>` run while building; those that name icons are kept
/// as `inTargets` so the reader can say they were not read.
struct MSBuildProjectFile: Sendable {
    /// The conditions that must all hold (`all`) and all fail (`none`, the earlier `When`s of a
    /// `Choose`) for a declaration to apply.
    struct Guard: Equatable, Sendable {
        var all: [Condition] = []
        var none: [Condition] = []

        func adding(_ condition: String?, line: Int) -> Guard {
            guard let condition, !condition.trimmingCharacters(in: .whitespaces).isEmpty else { return self }
            var copy = self
            copy.all.append(Condition(text: condition, line: line))
            return copy
        }
    }

    struct Condition: Equatable, Sendable {
        var text: String
        var line: Int
    }

    struct Property: Equatable, Sendable {
        var name: String
        var value: String
        var line: Int
        var guarded: Guard
    }

    struct Item: Equatable, Sendable {
        var type: String
        var include: String?
        var remove: String?
        var metadata: [String: String]
        var line: Int
        var guarded: Guard
    }

    var path: String
    /// `Microsoft.NET.Sdk` and the like: an SDK-style project (default items, implicit imports).
    var sdk: String?
    var properties: [Property] = []
    var items: [Item] = []
    /// `Project` attributes of `<Import>` elements, as written.
    var imports: [String] = []
    /// Icon-related properties and items set inside targets, by name, with their line.
    var inTargets: [(name: String, line: Int)] = []

    var folder: String { (path as NSString).deletingLastPathComponent }

    /// The names whose use inside a `<Target>` is worth a note.
    static let iconNames: Set<String> = ["AppIcon", "AlternateAppIcon", "IncludeAllAppIcons", "MauiIcon"]

    init(path: String, root: XMLNode) {
        self.path = path
        sdk = root.attribute("Sdk") ?? root.children.first { $0.name == "Sdk" }?.attribute("Name")
        collect(root.children, guarded: Guard(), depth: 0)
    }

    static func == (lhs: MSBuildProjectFile, rhs: MSBuildProjectFile) -> Bool {
        lhs.path == rhs.path && lhs.sdk == rhs.sdk && lhs.properties == rhs.properties && lhs.items == rhs.items
    }

    mutating func collect(_ nodes: [XMLNode], guarded: Guard, depth: Int) {
        guard depth < 16 else { return }
        for node in nodes {
            let own = guarded.adding(node.attribute("Condition"), line: node.line)
            switch node.name {
            case "PropertyGroup":
                for child in node.children {
                    properties.append(
                        Property(
                            name: child.name, value: child.text.trimmingCharacters(in: .whitespacesAndNewlines), line: child.line,
                            guarded: own.adding(child.attribute("Condition"), line: child.line)))
                }
            case "ItemGroup":
                for child in node.children { items.append(Self.item(child, guarded: own)) }
            case "Choose":
                collectChoice(node, guarded: guarded, depth: depth)
            case "Import":
                if let project = node.attribute("Project") { imports.append(project) }
            case "ImportGroup":
                collect(node.children, guarded: own, depth: depth + 1)
            case "Target":
                noteTargetContents(node, depth: 0)
            default:
                continue
            }
        }
    }

    /// `When`s in order (each applies when its condition holds and no earlier one did), then `Otherwise`.
    mutating func collectChoice(_ choose: XMLNode, guarded: Guard, depth: Int) {
        var earlier: [Condition] = []
        for branch in choose.children {
            var branchGuard = guarded
            branchGuard.none += earlier
            if branch.name == "When" {
                let condition = Condition(text: branch.attribute("Condition") ?? "", line: branch.line)
                branchGuard.all.append(condition)
                earlier.append(condition)
            } else if branch.name != "Otherwise" {
                continue
            }
            collect(branch.children, guarded: branchGuard, depth: depth + 1)
        }
    }

    static func item(_ node: XMLNode, guarded: Guard) -> Item {
        var metadata: [String: String] = [:]
        for (name, value) in node.attributes where !["Include", "Remove", "Update", "Condition", "Exclude"].contains(name) {
            metadata[name] = value
        }
        for child in node.children { metadata[child.name] = child.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        return Item(
            type: node.name, include: node.attribute("Include"), remove: node.attribute("Remove"), metadata: metadata,
            line: node.line, guarded: guarded.adding(node.attribute("Condition"), line: node.line))
    }

    mutating func noteTargetContents(_ node: XMLNode, depth: Int) {
        guard depth < 16 else { return }
        for child in node.children {
            if Self.iconNames.contains(child.name) { inTargets.append((child.name, child.line)) }
            noteTargetContents(child, depth: depth + 1)
        }
    }
}
