/// One file of an example app, described so the tests can write it with their fixtures (real PNGs,
/// plists, JSON and projects), and so a rule's file shows what the input holds at a glance.
enum ExampleFile: Hashable, Sendable {
    /// An RGB (or, with `alpha`, RGBA) PNG of one colour.
    case png(width: Int, height: Int, colour: ExampleColour = .rose, alpha: Bool = false)
    /// A PNG crushed the way Xcode does for built apps (CgBI).
    case crushedPNG(width: Int, height: Int)
    /// A greyscale PNG (no alpha channel) with a `tRNS` chunk: transparency all the same.
    case greyPNGWithTransparencyChunk(width: Int, height: Int)
    /// The first `keeping` bytes of a PNG of one colour: a file cut short.
    case truncatedPNG(width: Int, height: Int, keeping: Int)
    case bytes([UInt8])
    case text(String)
    /// A JSON document (`Contents.json`, `icon.json`).
    case json(ExamplePlist)
    /// An XML property list (the Info.plist of a built `.app`).
    case plist(ExamplePlist)
    /// An Xcode 16+ `project.pbxproj` with one app target.
    case xcodeProject(ExampleProject)
    /// A compiled asset catalog (`Assets.car` of a built app).
    case compiledCatalog(ExampleCatalog)

    /// The first bytes of a JPEG file.
    static let jpegHeader = ExampleFile.bytes([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 60))

    /// What `git lfs` leaves in place of a file when its objects were not fetched.
    static let lfsPointer = ExampleFile.text(
        """
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 12345

        """)
}

/// An 8-bit RGBA colour.
struct ExampleColour: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8 = 255

    static let rose = ExampleColour(red: 200, green: 40, blue: 90)
    static let night = ExampleColour(red: 40, green: 40, blue: 60)
    static let sky = ExampleColour(red: 30, green: 120, blue: 200)
}

/// A minimal Xcode 16+ project: one app target, `App`, configuration Release, whose files come from a
/// synchronized folder (less its membership exceptions) and from Resources-phase references.
struct ExampleProject: Hashable, Sendable {
    struct Setting: Hashable, Sendable {
        var key: String
        var value: String
    }

    struct Resource: Hashable, Sendable {
        var path: String
        /// The reference's `lastKnownFileType`.
        var type: String
    }

    var settings: [Setting]
    var synchronizedFolder: String? = "App"
    var membershipExceptions: [String] = []
    var resources: [Resource] = []
}
