import IconKit

extension LintContext {
    /// An icon set an icon of the app names or shows, under the first icon that uses it.
    struct UsedSet {
        var set: AppIconSet
        var subject: LintFinding.Subject
        var entries: [SetEntry]

        /// The reader's facts about the set's `Contents.json`, under the icon that uses it.
        var facts: [Fact] {
            self.set.diagnostics.map { Fact(diagnostic: $0, subject: subject) }
        }
    }

    /// Every set an icon of the app names or shows, each once, in the order icons are read. A name
    /// that a `.icon` builds uses no set (the shadowed set is `icon-set-shadowed`'s).
    func findUsedSets() -> [UsedSet] {
        var used: [(name: String, subject: LintFinding.Subject)] = []
        var usedNames: Set<String> = []
        for current in apps {
            for (icon, images) in current.entries {
                if case .iconComposer = images.source { continue }
                var names = [icon.iconSetName].compactMap { $0 }
                if case .iconSet(let name, _) = images.source { names.append(name) }
                for name in names where app.iconSets[name] != nil && usedNames.insert(name).inserted {
                    used.append((name, subject(of: icon)))
                }
            }
        }
        return used.compactMap { name, subject in
            app.iconSets[name].map { set in
                UsedSet(set: set, subject: subject, entries: set.images.map { entry(for: $0, of: set, subject: subject) })
            }
        }
    }
}
