import Basics
import Foundation
import IconKit

/// The text form of `iconpicker list`: one row per icon in chooser order, with its problems below it.
///
///     Colourful — iPhone icons from Resources/Colourful/Info.plist (CFBundleIcons)
///        ORDINAL  NAME         SOURCE  IMAGE                        SIZE
///     ✓  -        (primary)    file    Icons/colourful-60@3x.png    180x180
///        1        black-white  file    Icons/black-white-60@3x.png  180x180
struct ListTable {
    var app: LoadedApp
    var current: String?
    /// False in a non-UTF-8 locale: ASCII marks only.
    var unicode: Bool
    /// Paths are shown relative to this folder when they are inside it.
    var workingDirectory: String

    func render() -> String {
        let check = unicode ? "\u{2713}" : "*"
        let dash = unicode ? "\u{2014}" : "-"
        var lines: [String] = []
        let source = app.catalog.sourceKeyPath.map { " (\($0))" } ?? " (no CFBundleIcons)"
        // Every string from the app's files is escaped (TerminalText): a name must not reach the
        // terminal as escape sequences, nor break a row with a newline.
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        var title =
            "\(safe(app.appName)) \(dash) \(app.catalog.idiom.displayName) icons from \(display(app.declaration.infoPlistPath))\(source)"
        if let project = app.project {
            title += ", target \(safe(project.target)), \(safe(project.configuration))"
            if !project.otherTargets.isEmpty {
                title += " (also \(safe(project.otherTargets.joined(separator: ", "))): --target)"
            }
        }
        lines.append(title)

        let rows = self.rows(check: check, dash: dash)
        let header = ["", "ORDINAL", "NAME", "SOURCE", "IMAGE", "SIZE"]
        // Each cell measured once; a line written into one string (padding, joining and trimming
        // one cell at a time built five strings per row).
        let cellWidths = ([header] + rows).map { $0.map(TextWidth.columns(of:)) }
        let widths = (0..<header.count).map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        let spaces = String(repeating: " ", count: widths.max() ?? 0)
        func line(_ cells: [String], _ measured: [Int]) -> String {
            var text = ""
            text.reserveCapacity(cells.reduce(2 * cells.count + widths.reduce(0, +)) { $0 + $1.utf8.count })
            for (index, cell) in cells.enumerated() {
                if index > 0 { text += "  " }
                text += cell
                if index < cells.count - 1 { text += spaces.prefix(max(0, widths[index] - measured[index])) }
            }
            return text.trimmingTrailingSpaces()
        }
        lines.append(line(header, cellWidths[0]))
        for (offset, (row, entry)) in zip(rows, app.entries).enumerated() {
            lines.append(line(row, cellWidths[offset + 1]))
            if let why = iconComposerNote(entry.images) { lines.append("     note: \(safe(why))") }
            for problem in entry.images.problems {
                lines.append("     \(problem.severity.rawValue): \(safe(problem.message))")
            }
        }
        if !app.catalog.supportsAlternateIcons {
            lines.append("")
            lines.append(
                "\(safe(app.appName)) declares no alternate icons for \(app.catalog.idiom.displayName): "
                    + "supportsAlternateIcons is false, so the icon cannot be changed.")
        }
        return lines.joined(separator: "\n")
    }

    /// One row of cells per icon: mark, ordinal, name, source, image, size.
    func rows(check: String, dash: String) -> [[String]] {
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        return app.entries.map { icon, images in
            let mark = icon.name == current ? check : ""
            let ordinal = icon.ordinal.integer.map(String.init) ?? "-"
            let name = icon.name.map { safe($0) } ?? "(primary)"
            var file = images.best.map { display($0.path) } ?? dash
            let size = images.best?.header.map { "\($0.width)x\($0.height)" } ?? dash
            let source: String
            switch images.source {
            case .iconSet(let setName, _)?: source = "set \(safe(setName))"
            case .files?: source = "file"
            case .iconComposer(let bundle)?:
                source = images.shadowedSet == nil ? "icon" : "icon (set shadowed)"
                file = display(bundle)
            case nil: source = icon.iconSetName.map { "set \(safe($0))" } ?? dash
            }
            return [mark, ordinal, name, source, file, size]
        }
    }

    /// Why a `.icon` is shown rather than the same-named set: Xcode 26 builds it and drops the set.
    func iconComposerNote(_ images: IconImages) -> String? {
        guard case .iconComposer(let bundle) = images.source, let set = images.shadowedSet else { return nil }
        let name = (bundle as NSString).lastPathComponent
        return "built from the Icon Composer file \(name): Xcode 26 compiles it and drops the icon set of the same name "
            + "(\(display(set))), whose images are not used"
    }

    func display(_ original: String) -> String {
        let path = app.shown(original)
        guard path == original else { return TerminalText.escaped(path) }
        return TerminalText.escaped(PathDisplay.relative(path, to: workingDirectory))
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
