import IconKit
import IconLint
import TerminalArt

/// Everything the chooser shows, as a plain value. Changed only by `ChooserUpdate.update`.
public struct ChooserState: Equatable, Sendable {
    public enum Modal: Equatable, Sendable {
        case none
        /// “Change the app icon to …?” with Cancel and Change.
        case confirm(target: Int, button: ConfirmButton)
        /// The system-style alert after a change, or the error after a failed one.
        case alert(Alert)
        case help
        /// The lint findings of one icon (the `!` key), with the app-wide ones after them.
        case findings(index: Int)
        /// The `p` key: the change making an alternate the project's primary icon, with Make primary and Cancel.
        case makePrimary(PrimaryIconProposal, button: ConfirmButton)
    }

    public enum ConfirmButton: Equatable, Sendable { case cancel, change }

    public struct Alert: Equatable, Sendable {
        public var title: String?
        public var message: String
        public var detail: String?
        public var isError: Bool

        public init(title: String?, message: String, detail: String?, isError: Bool) {
            self.title = title
            self.message = message
            self.detail = detail
            self.isError = isError
        }
    }

    /// An icon's art at one tile size.
    public enum ArtSlot: Equatable, Sendable {
        case ready(CellGrid)
        case failed(String)
    }

    public struct ArtKey: Hashable, Sendable {
        public var index: Int
        public var size: TileSize

        public init(index: Int, size: TileSize) {
            self.index = index
            self.size = size
        }
    }

    public var appName: String
    /// "iPhone" or "iPad".
    public var idiomName: String
    /// The Xcode target and configuration the app was read from, named on the title line.
    public var target: String? = nil
    public var configuration: String? = nil
    /// The bundled demo, opened for want of an app: the title says so.
    public var isDemo = false
    public var icons: [ChooserIcon]
    public var supportsAlternateIcons: Bool
    /// The icon showing: `alternateIconName`, nil for the primary.
    public var current: String?
    public var focus: Int
    public var scrollRow = 0
    public var width: Int
    public var height: Int
    public var modal: Modal = .none
    /// A one-line message for the status line; cleared by the next key.
    public var status: String?
    public var art: [ArtKey: ArtSlot] = [:]
    public var requested: Set<ArtKey> = []
    public var changeInProgress = false
    public var colorMode: ColorMode
    public var unicode: Bool
    /// Lint findings for the whole app, for the title line.
    public var findingCount: Int
    /// Lint findings about the app as a whole (not one icon), shown under each icon's list.
    public var appFindings: [LintFinding] = []
    /// Why the project's primary icon cannot be changed from here (a built app, the demo); nil when it can.
    public var primaryChangeUnavailable: String? = nil

    /// Why the `p` key cannot change the project here: what the runtime said, or that the demo is no project.
    var primaryChangeRefusal: String? {
        primaryChangeUnavailable ?? (isDemo ? "The demo is not a project: open your app to make one of its icons the primary." : nil)
    }

    public init(
        appName: String, idiomName: String, icons: [ChooserIcon], supportsAlternateIcons: Bool,
        current: String?, width: Int, height: Int, colorMode: ColorMode, unicode: Bool, findingCount: Int = 0
    ) {
        self.appName = appName
        self.idiomName = idiomName
        self.icons = icons
        self.supportsAlternateIcons = supportsAlternateIcons
        self.current = current
        self.focus = icons.firstIndex { $0.name == current } ?? 0
        self.width = width
        self.height = height
        self.colorMode = colorMode
        self.unicode = unicode
        self.findingCount = findingCount
    }

    /// Tiles are real pictures (kitty, sixel, iTerm2): a large screen also shows a preview.
    public var showsPreview = false

    public var layout: ChooserLayout {
        ChooserLayout(width: width, height: height, count: icons.count, preview: showsPreview)
    }

    /// The index of the icon showing now.
    public var currentIndex: Int? { icons.firstIndex { $0.name == current } }
}
