import ProjectEditing

/// Why an alternate cannot be made the primary icon; each message says what to edit by hand instead.
public enum PrimaryIconError: Error, Equatable, Sendable, CustomStringConvertible {
    case builtApp
    /// A build step writes the icons (Expo prebuild, MAUI) and would undo an edit of its output.
    case generated(by: String)
    case notAnAlternate(name: String)
    case alreadyPrimary(name: String)
    /// The setting is written where iconpicker does not edit (a Tuist manifest, a .NET project, Xcode itself).
    case writtenByHand(key: String, file: String?)
    /// The value comes from a variable (`$(ICON)`), whose definition is the place to change.
    case throughVariable(key: String, file: String)
    /// No alternates setting to keep the former primary in.
    case noAlternatesSetting(former: String)
    /// The Info.plist does not declare the alternate, or not in a shape that can be swapped.
    case notDeclared(name: String, plist: String, reason: String)
    /// The primary is the set a setting names (the asset catalog compiler writes it over the
    /// Info.plist's), and the alternate is files the Info.plist names: no one edit swaps them.
    case mixed(name: String, set: String)
    /// What the settings editor could not change, in its words.
    case cannotEdit(String)
    case edit(EditError)

    public var description: String {
        switch self {
        case .builtApp:
            return "A built app cannot be changed: make the icon primary in the project that builds it."
        case .generated(let generator):
            return
                "\(generator) writes this app's icons: make the icon primary in its configuration (app.json, the .csproj), then build again."
        case .notAnAlternate(let name):
            return "\u{201C}\(name)\u{201D} is not an alternate icon of this app."
        case .alreadyPrimary(let name):
            return "\u{201C}\(name)\u{201D} is the primary icon already."
        case .writtenByHand(let key, let file):
            let place = file.map { "in \($0), which iconpicker does not edit" } ?? "by Xcode itself, in no file"
            let swap =
                key == "CFBundleIcons"
                ? "the alternate's files and CFBundlePrimaryIcon's" : "the names in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
            return "\(key) is set \(place): change it there by hand, and swap \(swap)."
        case .throughVariable(let key, let file):
            return "\(key) in \(file) names the icon through a variable: change it where the variable is set."
        case .noAlternatesSetting(let former):
            return
                "No ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES to keep \u{201C}\(former)\u{201D} as an alternate: add the setting, or set ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS to YES."
        case .notDeclared(let name, let plist, let reason):
            return "\(plist) cannot make \u{201C}\(name)\u{201D} the primary icon: \(reason). Edit CFBundlePrimaryIcon by hand."
        case .mixed(let name, let set):
            return
                "The primary icon is the set \u{201C}\(set)\u{201D} that ASSETCATALOG_COMPILER_APPICON_NAME names, which the build writes over CFBundlePrimaryIcon, and \u{201C}\(name)\u{201D} is files the Info.plist names: make \u{201C}\(name)\u{201D} an icon set and name it in the setting, by hand."
        case .cannotEdit(let reason):
            return reason
        case .edit(let error):
            return error.description
        }
    }
}
