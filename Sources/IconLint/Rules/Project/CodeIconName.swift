import Basics
import Foundation
import IconKit

extension RuleID {
    public static let codeIconName = RuleID("code-icon-name")
}

/// `code-icon-name`: the app's code names an alternate icon that is not declared.
enum CodeIconName {
    static let rule = LintRule(
        id: .codeIconName, severity: .warning, category: .project,
        summary: "the app's code names an alternate icon that is not declared",
        explanation: """
            setAlternateIconName fails (“The file doesn't exist”) for a name the app does not declare, and \
            names are case-sensitive: code that asks for AppIcon-car-red, often as an enum's raw value, \
            while the icon is AppIcon-Car-Red never switches. Reported, in the app's Swift, Objective-C, \
            Kotlin, Dart, JavaScript and TypeScript: string literals that equal an alternate's name except \
            for letter case; literals passed straight to setAlternateIconName (or a plugin's \
            setAlternateAppIcon, setAppIcon, changeIcon) that match no alternate; and names Kotlin builds \
            from an enum's cases ("AppIcon${icon.name}") that are not alternates of the build, such as its \
            primary icon. Spell the name as the Info.plist, the icon set or \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES does. (A literal scan of the app's own sources: \
            tests, Pods, node_modules, build output and other platforms' code are skipped; names built at \
            run time in other ways are not seen.)
            """,
        evidence: """
            setAlternateIconName with a name the app does not declare fails with NSCocoaErrorDomain 4 "The \
            file doesn't exist" (LSApplicationWorkspaceErrorDomain -105, isowords #78); names compare \
            case-sensitively. Seen in Basic-Car-Maintenance (AppIcon-car-red for AppIcon-Car-Red) and twine \
            (Kotlin asks for its Debug build's primary). A warning: the scan cannot tell whether the call is \
            reached.
            """,
        check: .app(checkCodeIconName),
        examples: [
            .fires("code that asks for Dark", saying: "asks for \u{201C}Dark\u{201D} (line 3, the icon is \u{201C}dark\u{201D})") {
                $0.files["App/IconSwitcher.swift"] = .text(
                    """
                    import UIKit
                    func useDark() {
                        UIApplication.shared.setAlternateIconName("Dark")
                    }

                    """)
            },
            .fires("Objective-C that asks for an icon no one declares", saying: "setAlternateIconName with \u{201C}sepia\u{201D}") {
                $0.files["App/Icons.m"] = .text(
                    "[UIApplication.sharedApplication setAlternateIconName:@\"sepia\" completionHandler:nil];\n")
            },
            .fires("a Flutter plugin call", saying: "setAlternateIconName with \u{201C}Sepia\u{201D}") {
                $0.files["lib/icons.dart"] = .text("await FlutterDynamicIcon.setAlternateIconName(iconName: 'Sepia');\n")
            },
            .fires(
                "Kotlin that builds names from an enum's cases", saying: "builds \u{201C}AppIconSepia\u{201D} from the cases of AppIcon"
            ) {
                $0.files["App/Icons.kt"] = .text(
                    """
                    enum class AppIcon(val title: String) { Classic("Classic"), Sepia("Sepia"), }
                    fun set(icon: AppIcon) {
                        val name = if (icon == AppIcon.Classic) null else "AppIcon${icon.name}"
                        UIApplication.sharedApplication.setAlternateIconName(name, null)
                    }

                    """)
            },
            .staysSilent("a theme word, a comment, code under Pods and a test") { app in
                app.files["App/Settings.swift"] = .text(
                    """
                    let theme = "Light" // a theme, not the icon "light"
                    // setAlternateIconName("gone") in a comment is not code

                    """)
                app.files["Pods/Lib/Other.swift"] = .text(#"func f() { UIApplication.shared.setAlternateIconName("pods") }"#)
                app.files["AppTests/IconTests.swift"] = .text(#"func test() { UIApplication.shared.setAlternateIconName("test") }"#)
            },
            .staysSilent("a lowerCamelCase key that spells an icon's name") { app in
                for dictionary in [ExampleApp.alternates, ExampleApp.iPadAlternates] {
                    app[plist: dictionary + ["DarkIcon"]] = app[plist: dictionary + ["dark"]]
                    app[plist: dictionary + ["dark"]] = nil
                }
                app.files["App/Settings.swift"] = .text("static let darkIcon = \"darkIcon\"\n")
            },
        ])

    /// One finding per file and kind: literals that differ from an alternate's name only in case,
    /// literals of an icon call that name no alternate, and names built from an enum that are none.
    private static func checkCodeIconName(_ context: LintContext) -> [LintRule.Hit] {
        var hits: [LintRule.Hit] = []
        for (file, names) in findCodeIconNames(context) {
            if let first = names.miscased.first {
                let pairs = names.miscased.map {
                    "\u{201C}\($0.literal.text)\u{201D} (line \($0.literal.line), the icon is \u{201C}\($0.name)\u{201D})"
                }
                hits.append(
                    LintRule.Hit(
                        message: "the code asks for \(pairs.joined(separator: ", ")): icon names are case-sensitive, so "
                            + "setAlternateIconName fails with these; spell them as the icons are named",
                        file: file, location: String(first.literal.line), subject: .app))
            }
            if let first = names.unknown.first {
                let literals = names.unknown.map { "\u{201C}\($0.text)\u{201D} (line \($0.line))" }
                hits.append(
                    LintRule.Hit(
                        message: "the code calls setAlternateIconName with \(literals.joined(separator: ", ")), which no alternate icon "
                            + "of the app is named; the call fails. Declare the icon, or use one of \(LintRule.listed(alternateNames(context)))",
                        file: file, location: String(first.line), subject: .app))
            }
            if let first = names.built.first {
                hits.append(builtHit(names.built, first: first, file: file, context: context))
            }
        }
        return hits
    }

    /// The finding for names built from an enum that are not alternates of this build.
    private static func builtHit(_ built: [BuiltName], first: BuiltName, file: String, context: LintContext) -> LintRule.Hit {
        let primary = context.app.catalog.primary.iconSetName
        let names = built.map { name in
            "\u{201C}\(name.name)\u{201D}" + (name.name == primary ? " (the primary icon of this build, not an alternate)" : "")
        }
        return LintRule.Hit(
            message: "the code builds \(names.joined(separator: ", ")) from the cases of \(first.enumName) (line \(first.line)), "
                + "which no alternate icon of this build is named; setAlternateIconName fails for \(built.count == 1 ? "it" : "them")",
            file: file, location: String(first.line), subject: .app)
    }

    /// A name code builds from an enum's case.
    struct BuiltName {
        var name: String
        var enumName: String
        var line: Int
    }

    /// The app's sources whose literals ask for an icon the app does not declare.
    struct CodeIconNames {
        /// Literals equal to an alternate's name except for letter case, with that name.
        var miscased: [(literal: SourceLiteralScanner.Literal, name: String)] = []
        /// Icon-call arguments that match no alternate in any case.
        var unknown: [SourceLiteralScanner.Literal] = []
        /// Names built from an enum's cases that are no alternate.
        var built: [BuiltName] = []

        var isEmpty: Bool { miscased.isEmpty && unknown.isEmpty && built.isEmpty }
    }

    /// Each source file of the app with literals that name no declared alternate, in path order.
    /// Nothing for a built app, or an app that declares no alternates (its names may come from a
    /// format this reader does not know).
    private static func findCodeIconNames(_ context: LintContext) -> [(file: String, names: CodeIconNames)] {
        let names = Set(context.apps.flatMap { $0.catalog.alternates.compactMap(\.name) })
        guard !context.app.isBuiltApp, !names.isEmpty else { return [] }
        let sources = context.appSources
        let enums = sources.filter { $0.language == .kotlin }.reduce(into: [String: [String]]()) { enums, source in
            enums.merge(CodeIconTemplates.kotlinEnums(in: source.text)) { first, _ in first }
        }
        return sources.compactMap { source in
            let found = scan(source, names: names, enums: enums)
            return found.isEmpty ? nil : (source.path, found)
        }
    }

    /// What one file's literals ask for that the app does not declare.
    private static func scan(_ source: LintContext.AppSource, names: Set<String>, enums: [String: [String]]) -> CodeIconNames {
        let byLowercased = NameSuggestion.caseFoldedIndex(names)
        var result = CodeIconNames()
        var text: String?
        for literal in source.literals where !names.contains(literal.text) {
            if literal.isTemplate {
                guard source.language == .kotlin, let template = CodeIconTemplates.template(literal.text) else { continue }
                let contents = text ?? source.text
                text = contents
                guard SourceLanguage.iconCalls.contains(where: { contents.contains($0 + "(") }) else { continue }
                for (enumName, built) in CodeIconTemplates.names(template, in: contents, enums: enums) where !names.contains(built) {
                    result.built.append(BuiltName(name: built, enumName: enumName, line: literal.line))
                }
            } else if let name = byLowercased[literal.text.lowercased()],
                literal.isIconNameArgument || (isDistinctive(name) && !isLowerCamelCase(literal.text, of: name))
            {
                result.miscased.append((literal, name))
            } else if literal.isIconNameArgument && byLowercased[literal.text.lowercased()] == nil {
                result.unknown.append(literal)
            }
        }
        return result
    }

    /// A name that a literal differing only in case is unlikely to spell by chance: it has a digit,
    /// a `-`, `_` or `.`, or a capital after its first letter (`AppIcon-Car-Red`, `AppIconRed`), unlike
    /// “Dark”, which a theme setting's "dark" spells too.
    private static func isDistinctive(_ name: String) -> Bool {
        name.contains { !$0.isLetter } || name.dropFirst().contains { $0.isUppercase }
    }

    /// `appIcon` for the icon `AppIcon`: the same word as a lowerCamelCase key or tag (Habitica's
    /// settings row `"appIcon"`), which is how code names things, not how it asks for an icon.
    private static func isLowerCamelCase(_ literal: String, of name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return literal == first.lowercased() + name.dropFirst()
    }

    /// The alternates' names, sorted, for messages.
    private static func alternateNames(_ context: LintContext) -> [String] {
        Array(Set(context.apps.flatMap { $0.catalog.alternates.compactMap(\.name) })).sorted()
    }
}
