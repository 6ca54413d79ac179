import Basics
import Foundation
import IconKit

/// Rules about the `Contents.json` of the icon sets the app uses.
extension Linter {
    /// The iOS slots Xcode's editor offers: points → scales.
    static let knownSlots: [CatalogIdiom: [Double: Set<Int>]] = [
        .iphone: [20: [2, 3], 29: [1, 2, 3], 40: [2, 3], 57: [1, 2], 60: [2, 3]],
        .ipad: [20: [1, 2], 29: [1, 2], 40: [1, 2], 50: [1, 2], 72: [1, 2], 76: [1, 2], 83.5: [2]],
        .iosMarketing: [1024: [1]],
        // Xcode 14+: the single size (no scale) and the "all sizes" form.
        .universal: [20: [2, 3], 29: [2, 3], 38: [2, 3], 40: [2, 3], 60: [2, 3], 64: [2, 3], 68: [2], 76: [2], 83.5: [2], 1024: [1]],
    ]

    /// Every set an icon of the app names or shows, each checked once, under the icon that uses it.
    func checkIconSets(_ apps: [LoadedApp], into collector: inout FindingCollector) {
        guard let app = apps.first else { return }
        var used: [(name: String, subject: LintFinding.Subject)] = []
        for current in apps {
            for (icon, images) in current.entries {
                var names = [icon.iconSetName].compactMap { $0 }
                if case .iconSet(let name, _) = images.source { names.append(name) }
                for name in names where app.iconSets[name] != nil && !used.contains(where: { $0.name == name }) {
                    used.append((name, collector.subject(of: icon)))
                }
            }
        }
        for (name, subject) in used {
            guard let set = app.iconSets[name] else { continue }
            collector.add(set.diagnostics, subject: subject)
            check(set, app: app, subject: subject, into: &collector)
        }
    }

    func check(_ set: AppIconSet, app: LoadedApp, subject: LintFinding.Subject, into collector: inout FindingCollector) {
        let contents = set.folder + "/Contents.json"
        for entry in set.images {
            let location = "images[\(entry.index)]"
            let slot = Self.describe(entry)
            if case .unknown(let idiom) = entry.idiom {
                collector.add(.catalogUnknownIdiom, "\(slot) has the idiom \u{201C}\(idiom)\u{201D}, which Xcode does not know; the build ignores it",
                              file: contents, location: location + ".idiom", subject: subject)
                continue
            }
            let isIOS = [.iphone, .ipad, .iosMarketing].contains(entry.idiom) || entry.isUniversalForIOS
            var expectedPixels: Int?
            if isIOS, let slots = Self.knownSlots[entry.idiom] {
                if let size = entry.size, entry.unreadableSize == nil,
                   let scales = slots[size], scales.contains(entry.scale ?? 1) {
                    expectedPixels = Int((size * Double(entry.scale ?? 1)).rounded())
                } else {
                    let message = entry.size != nil && entry.unreadableSize == nil
                        ? "\(slot) matches no \(entry.idiom) icon slot, so the build ignores it; use the slots Xcode offers"
                        : "an \(entry.idiom) entry has \(entry.unreadableSize.map { "the size \u{201C}\($0)\u{201D}, which is not WxH" } ?? "no size"); give it a slot's size"
                    collector.add(.catalogUnknownSize, message,
                                  file: contents, location: location + ".size", subject: subject)
                }
            }
            guard let filename = entry.filename else {
                if entry.appearance != .any {
                    collector.add(.appearanceWithoutFile,
                                  "the \(entry.appearance.rawValue) slot of \u{2018}\(set.name)\u{2019} has no image, so iOS 18 derives one from the default image",
                                  file: contents, location: location, subject: subject)
                }
                continue
            }
            guard let path = entry.path else { continue }
            guard FileManager.default.fileExists(atPath: path) else {
                collector.add(.catalogFileMissing,
                              "\(slot) names \(filename), which is not in \(PathDisplay.relative(set.folder, to: app.imageRoot)); add the file or clear the slot",
                              file: contents, location: location + ".filename", subject: subject)
                continue
            }
            let read = collector.header(at: path)
            let header = try? read.get()
            let failure: PNGHeader.Failure? = if case .failure(let error) = read { error } else { nil }
            checkImageFile(path: path, header: header, failure: failure, app: app, subject: subject, into: &collector)
            if let header, header.width == header.height, let expected = expectedPixels, header.width != expected {
                collector.add(.catalogSizeMismatch,
                              "\(filename) is \(header.width)x\(header.height) px but \(slot) needs \(expected)x\(expected); the build does not use it",
                              file: contents, location: location, subject: subject)
            }
        }
    }

    /// "the iphone 60x60 @2x slot" (or "the universal 1024x1024 slot").
    static func describe(_ entry: AppIconSet.Image) -> String {
        let size = entry.size.map { "\(points($0))x\(points($0))" }
        let parts = [entry.idiom.rawValue, size, entry.scale.map { "@\($0)x" }].compactMap { $0 }
        let appearance = entry.appearance == .any ? "" : " (\(entry.appearance.rawValue))"
        return "the \(parts.joined(separator: " ")) slot\(appearance)"
    }

    /// 60 → "60", 83.5 → "83.5".
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
