/// A small app on disk, as a rule's examples describe it: an Info.plist, image files, catalogs, and
/// for some rules an Xcode project. The tests write it to a temporary folder and lint `input`.
///
/// Examples start from one of the apps below, which lint clean, and change one thing, so an
/// example reads as the mistake (or the near miss) it shows.
struct ExampleApp: Hashable, Sendable {
    /// The Info.plist at `App/Info.plist`; nil when the app has none (a project that generates it).
    var infoPlist: ExamplePlist?
    /// Relative path → contents.
    var files: [String: ExampleFile]
    /// What `lint` is given, relative to the app's folder.
    var input: String
    /// The image search's limit on folder entries, when an example needs it small.
    var searchLimit: Int? = nil

    static let infoPlistPath = "App/Info.plist"
    static let catalog = "App/Assets.xcassets"
    static let primarySet = "App/Assets.xcassets/AppIcon.appiconset"
    static let alternates = ["CFBundleIcons", "CFBundleAlternateIcons"]
    static let iPadAlternates = ["CFBundleIcons~ipad", "CFBundleAlternateIcons"]
    static let catalogInfo: ExamplePlist = ["info": ["author": "xcode", "version": 1]]

    /// The value at `path` of the Info.plist (nil removes it).
    subscript(plist path: [String]) -> ExamplePlist? {
        get { infoPlist?[path] }
        set {
            var plist = infoPlist ?? .dictionary([:])
            plist[path] = newValue
            infoPlist = plist
        }
    }

    /// The entries of the primary icon set's `Contents.json`.
    var primaryEntries: [ExamplePlist] {
        get {
            guard case .json(let contents)? = files[Self.primarySet + "/Contents.json"] else { return [] }
            return contents[["images"]]?.elements ?? []
        }
        set {
            var contents = Self.catalogInfo
            contents[["images"]] = .array(newValue)
            files[Self.primarySet + "/Contents.json"] = .json(contents)
        }
    }

    /// Moves a file; nothing when there is none at `from`.
    mutating func move(_ from: String, to: String) {
        files[to] = files.removeValue(forKey: from)
    }

    /// A single-size icon set (`Contents.json` and its 1024 px image) in `App/Assets.xcassets`.
    mutating func addSingleSizeSet(_ name: String, colour: ExampleColour) {
        let folder = "\(Self.catalog)/\(name).appiconset"
        files[folder + "/Contents.json"] = .json([
            "images": [["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
        ])
        files[folder + "/icon.png"] = .png(width: 1024, height: 1024, colour: colour)
    }

    /// An Icon Composer bundle with one layer and its image, for iOS.
    mutating func addIconBundle(_ path: String) {
        files[path + "/icon.json"] = .text(
            #"{"fill":{"solid":"srgb:0.2,0.4,0.8,1"},"groups":[{"layers":[{"image-name":"front.png","name":"front"}]}],"#
                + #""supported-platforms":{"squares":"shared"}}"#)
        files[path + "/Assets/front.png"] = .png(width: 64, height: 64)
    }
}
