import Basics
import Foundation
import IconKit

extension LintContext {
    /// One `Contents.json` entry of a used set, with what the rules about sets need to know of it.
    struct SetEntry {
        /// Whether the entry's size and scale are an iOS slot's, and how many pixels it needs.
        enum Slot: Equatable {
            /// Not an iOS entry (or of an unknown idiom): sizes are not checked.
            case notChecked
            case known(pixels: Int)
            case unknown
        }

        /// The entry's file, for an entry of a known idiom.
        enum File {
            /// No filename: the slot is empty.
            case empty
            /// A filename that names no place (the reader reported it).
            case unplaced
            case missing(filename: String)
            case present(filename: String, ImageFile)
        }

        var set: AppIconSet
        var entry: AppIconSet.Image
        var subject: LintFinding.Subject
        /// The set's `Contents.json`.
        var contents: String
        /// `images[3]`.
        var location: String
        /// "the iphone 60x60 @2x slot".
        var slot: String
        var slotSize: Slot
        /// Nil when the entry is not one an iOS build uses (an unknown idiom, which the build ignores,
        /// or a slot of another platform: mac, watch, tv, car, vision and their App Store slots), so
        /// nothing else is checked: a JPEG in a mac slot of an iOS app's set is no iOS mistake.
        var file: File?
    }

    /// The entry as the rules see it: its slot, and its file when an iOS build uses it.
    func entry(for entry: AppIconSet.Image, of set: AppIconSet, subject: LintFinding.Subject) -> SetEntry {
        var described = SetEntry(
            set: set, entry: entry, subject: subject, contents: set.folder + "/Contents.json",
            location: "images[\(entry.index)]", slot: Self.describe(entry), slotSize: .notChecked, file: nil)
        guard entry.isBuiltForIOS else { return described }
        described.slotSize = Self.slotSize(of: entry)
        described.file = file(of: entry, subject: subject)
        return described
    }

    private func file(of entry: AppIconSet.Image, subject: LintFinding.Subject) -> SetEntry.File {
        guard let filename = entry.filename else { return .empty }
        guard let path = entry.path else { return .unplaced }
        guard FileManager.default.fileExists(atPath: path) else { return .missing(filename: filename) }
        return .present(filename: filename, imageFile(at: path, subject: subject))
    }

    /// The iOS slots Xcode's editor offers: points → scales.
    static let knownSlots: [CatalogIdiom: [Double: Set<Int>]] = [
        .iphone: [20: [2, 3], 29: [1, 2, 3], 40: [2, 3], 57: [1, 2], 60: [2, 3]],
        .ipad: [20: [1, 2], 29: [1, 2], 40: [1, 2], 50: [1, 2], 72: [1, 2], 76: [1, 2], 83.5: [2]],
        .iosMarketing: [1024: [1]],
        // Xcode 14+: the single size (no scale) and the "all sizes" form.
        .universal: [20: [2, 3], 29: [2, 3], 38: [2, 3], 40: [2, 3], 60: [2, 3], 64: [2, 3], 68: [2], 76: [2], 83.5: [2], 1024: [1]],
    ]

    static func slotSize(of entry: AppIconSet.Image) -> SetEntry.Slot {
        guard entry.isBuiltForIOS, let slots = knownSlots[entry.idiom] else { return .notChecked }
        guard let size = entry.size, entry.unreadableSize == nil, let scales = slots[size], scales.contains(entry.scale ?? 1) else {
            return .unknown
        }
        return .known(pixels: Int((size * Double(entry.scale ?? 1)).rounded()))
    }

    /// "the iphone 60x60 @2x slot" (or "the universal 1024x1024 slot").
    static func describe(_ entry: AppIconSet.Image) -> String {
        let size = entry.size.map { "\(points($0))x\(points($0))" }
        let parts = [entry.idiom.rawValue, size, entry.scale.map { "@\($0)x" }].compactMap { $0 }
        let appearance = entry.appearance == .any ? "" : " (\(entry.appearance.rawValue))"
        return "the \(parts.joined(separator: " ")) slot\(appearance)"
    }

    /// 60 → "60", 83.5 → "83.5" (and 1e19, too large for an `Int`, → "1e+19").
    static func points(_ value: Double) -> String {
        if value == value.rounded(), let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}

extension AppIconSet.Image {
    /// Whether an iOS app's build uses the entry: an iphone, ipad or ios-marketing slot, or a universal
    /// one for iOS. actool leaves a set's mac, watch, tv, car and vision slots (and their App Store
    /// slots) to builds for those platforms, so lint does not judge them for iOS.
    var isBuiltForIOS: Bool {
        switch idiom {
        case .iphone, .ipad, .iosMarketing: true
        case .universal: isUniversalForIOS
        default: false
        }
    }
}
