import Basics
import Foundation
import IconKit

/// `iconpicker list path/to/Assets.car`: the app icon sets a compiled catalog holds, each bitmap with
/// its device, size, scale and appearance, and an Icon Composer icon's stack (`--json`: schema
/// version 1, docs/json-schema.md). No Info.plist says which set is the primary here.
struct CatalogListing: Encodable {
    let schemaVersion = 1
    let catalog: Catalog
    let iconSets: [IconSet]

    struct Catalog: Encodable {
        let path: String
        let bytes: Int
        /// The tool that wrote it, e.g. "Xcode 26.2 (17C52) via AssetCatalogSimulatorAgent".
        let writtenBy: String
        /// What a thinned catalog was made for; null when it holds every device's images.
        @Nullable var thinnedFor: String?
    }

    struct IconSet: Encodable {
        let name: String
        let bytes: Int
        let renditions: [ListReport.CompiledImage]
        @Nullable var stack: ListReport.CompiledStack?
    }

    init(_ built: BuiltCatalog) {
        catalog = Catalog(path: built.path, bytes: built.byteCount, writtenBy: built.writtenBy, thinnedFor: built.thinnedFor)
        iconSets = built.setNames.compactMap { built.iconSets[$0] }.map { set in
            IconSet(
                name: set.name, bytes: set.byteCount, renditions: set.images.map(ListReport.CompiledImage.init),
                stack: set.stack.map(ListReport.CompiledStack.init))
        }
    }

    /// Whether `list` reads PATH as a compiled catalog.
    static func isCatalog(_ path: String?) -> Bool {
        path?.lowercased().hasSuffix(".car") == true
    }

    /// The text form: a title, then per set a line and one row per bitmap.
    ///
    ///     Assets.car — 1 app icon set, 1.4 MB (Xcode 26.0.1 (17A400) via AssetCatalogSimulatorAgent)
    ///     AppIcon: 1.4 MB, an Icon Composer icon (any, dark, tinted; 4 groups, 13 layer images)
    ///        IDIOM   SIZE       SCALE  POINTS  APPEARANCE  NAME
    ///        ipad    1024x1024  @1x    -       any         LightIcon.png
    func text(unicode: Bool, workingDirectory: String) -> String {
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        let dash = unicode ? "\u{2014}" : "-"
        var lines = [
            "\(safe(PathDisplay.relative(catalog.path, to: workingDirectory))) \(dash) \(Self.counted(iconSets.count, "app icon set")), "
                + "\(Self.megabytes(catalog.bytes)) (\(safe(catalog.writtenBy)))"
        ]
        if let thinned = catalog.thinnedFor { lines.append("thinned: \(safe(thinned))") }
        for set in iconSets {
            var title = "\(safe(set.name)): \(Self.megabytes(set.bytes))"
            if let stack = set.stack {
                title +=
                    ", an Icon Composer icon (\(stack.appearances.map(\.rawValue).joined(separator: ", ")); "
                    + "\(Self.counted(stack.groups.count, "group")), \(Self.counted(Set(stack.layerImages).count, "layer image")))"
            }
            lines.append(title)
            let rows =
                [["IDIOM", "SIZE", "SCALE", "POINTS", "APPEARANCE", "NAME"]]
                + set.renditions.map { image in
                    [
                        image.idiom, "\(image.width)x\(image.height)", "@\(image.scale)x", image.pointWidth.map(String.init) ?? "-",
                        image.appearance?.rawValue ?? "other", safe(image.name),
                    ]
                }
            lines += Self.aligned(rows).map { "   " + $0 }
        }
        if iconSets.isEmpty { lines.append("no app icon set") }
        return lines.joined(separator: "\n")
    }

    /// Rows padded to their columns' widths, two spaces apart.
    static func aligned(_ rows: [[String]]) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], TextWidth.columns(of: cell))
            }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - TextWidth.columns(of: cell))
            }.joined(separator: "  ")
        }
    }

    /// "1 group", "4 groups".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "1.4 MB", "76 kB".
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : "\(max(1, (bytes + 500) / 1000)) kB"
    }
}
