import IconResizing
import ProjectEditing

/// Why `add` or `remove` could not plan an alternate. Every case says what to do instead; nothing has
/// been written when one is thrown.
public enum AdditionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is already an icon of the app (or a set, a `.icon`, a file the new one would overwrite).
    case nameTaken(name: String, by: String)
    /// The name cannot be written where alternates are named (a space in a space-separated setting).
    case invalidName(name: String, reason: String)
    /// The picture is not a 1024 px square PNG or an Icon Composer `.icon` folder.
    case unusableImage(path: String, reason: String)
    /// A built `.app` or `.ipa`, or the demo: there is no project to change.
    case builtApp(path: String)
    /// Nothing in the app tells how it declares alternates.
    case undecidable(path: String, reason: String)
    /// How the app declares alternates is known, but iconpicker does not edit it.
    case unsupported(path: String, reason: String)
    /// `remove`: the app declares no alternate of that name.
    case notDeclared(name: String, path: String)
    case edit(EditError)
    case image(IconResizeError)

    public var description: String {
        switch self {
        case .nameTaken(let name, let by):
            return "\(name) is already taken by \(by); choose another name, or `iconpicker remove \(name)` first."
        case .invalidName(let name, let reason):
            return "\"\(name)\" cannot be an alternate's name: \(reason)."
        case .unusableImage(let path, let reason):
            return "\(path) cannot be the icon: \(reason). Give a 1024x1024 px PNG or an Icon Composer .icon folder."
        case .builtApp(let path):
            return
                "\(path) is a built app (or the demo): nothing is added to or removed from it. Run the command on the project that builds it."
        case .undecidable(let path, let reason):
            return
                "\(path): \(reason), so iconpicker cannot tell how this app declares alternate icons. Add the first one by hand (an icon set named in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES, or CFBundleAlternateIcons in the Info.plist); add then follows it."
        case .unsupported(let path, let reason):
            return "\(path): \(reason)."
        case .notDeclared(let name, let path):
            return "\(path) declares no alternate icon named \(name); `iconpicker list` shows the names."
        case .edit(let error): return error.description
        case .image(let error): return error.description
        }
    }
}
