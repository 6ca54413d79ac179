import Basics
import Foundation
import IconKit
import IconLint

/// The text form of `iconpicker list`: one row per icon in chooser order, with its problems below it.
///
///     Colourful — iPhone icons from Resources/Colourful/Info.plist (CFBundleIcons)
///        ORDINAL  NAME         SOURCE  IMAGE                        SIZE
///     ✓  -        (primary)    file    Icons/colourful-60@3x.png    180x180
///        1        black-white  file    Icons/black-white-60@3x.png  180x180
struct ListTable {
    var app: AppOnDevice
    var current: String?
    /// False in a non-UTF-8 locale: ASCII marks only.
    var unicode: Bool
    /// Paths are shown relative to this folder when they are inside it.
    var workingDirectory: String

    func render() -> String {
        String(decoding: renderUTF8(), as: UTF8.self)
    }

    /// `render()` as UTF-8, which `Console.out(utf8:)` writes without making a `String` of it.
    func renderUTF8() -> [UInt8] {
        let check = unicode ? "\u{2713}" : "*"
        let dash = unicode ? "\u{2014}" : "-"
        // Every string from the app's files is escaped (TerminalText): a name must not reach the
        // terminal as escape sequences, nor break a row with a newline.
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        // Read once: the catalog's icons are computed on every access.
        let icons = app.catalog.icons
        let images = app.images
        let count = min(icons.count, images.count)
        let header = ["", "ORDINAL", "NAME", "SOURCE", "IMAGE", "SIZE"]
        let columns = header.count
        // The header's cells and then each row's, in one array, each cell measured once: not two
        // arrays (cells and widths) per row.
        var cells = header
        cells.reserveCapacity((count + 1) * columns)
        for index in 0..<count { appendCells(icons[index], images[index], check: check, dash: dash, to: &cells) }
        let cellWidths = cells.map(TextWidth.columns(of:))
        var widths = [Int](repeating: 0, count: columns)
        for (index, width) in cellWidths.enumerated() { widths[index % columns] = max(widths[index % columns], width) }
        // The text is written as UTF-8 into one buffer: a `String` per line, appended cell by cell
        // and then joined, cost more than finding the icons.
        var output: [UInt8] = []
        output.reserveCapacity((count + 2) * (2 * header.count + widths.reduce(0, +) + 1))
        func appendLine(_ text: String) {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: text.utf8)
        }
        output.append(contentsOf: title(dash: dash).utf8)
        output.append(UInt8(ascii: "\n"))
        Self.appendRow(cells[0..<columns], measured: cellWidths[0..<columns], widths: widths, to: &output)
        for index in 0..<count {
            let row = ((index + 1) * columns)..<((index + 2) * columns)
            output.append(UInt8(ascii: "\n"))
            Self.appendRow(cells[row], measured: cellWidths[row], widths: widths, to: &output)
            if let why = iconComposerNote(images[index]) ?? compiledNote(images[index]) { appendLine("     note: \(safe(why))") }
            for problem in images[index].problems {
                appendLine("     \(LintRule.severity(of: problem, in: app.app).rawValue): \(safe(problem.message))")
            }
        }
        if !app.catalog.supportsAlternateIcons {
            appendLine("")
            appendLine(
                "\(safe(app.appName)) declares no alternate icons for \(app.catalog.idiom.displayName): "
                    + "supportsAlternateIcons is false, so the icon cannot be changed.")
        }
        return output
    }

    /// The first line: the app, the devices, the plist, and the project target when there is one.
    func title(dash: String) -> String {
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        let source = app.catalog.sourceKeyPath.map { " (\($0))" } ?? " (no CFBundleIcons)"
        var title =
            "\(safe(app.appName)) \(dash) \(app.catalog.idiom.displayName) icons from \(display(app.declaration.infoPlistPath))\(source)"
        if let project = app.project {
            title += ", target \(safe(project.target)), \(safe(project.configuration))"
            if !project.otherTargets.isEmpty {
                title += " (also \(safe(project.otherTargets.joined(separator: ", "))): --target)"
            }
        }
        return title
    }

    /// One row: the cells padded to their column's width and two spaces apart, with trailing spaces trimmed.
    static func appendRow(_ cells: ArraySlice<String>, measured: ArraySlice<Int>, widths: [Int], to output: inout [UInt8]) {
        let start = output.count
        let space = UInt8(ascii: " ")
        for (column, (cell, width)) in zip(cells, measured).enumerated() {
            if column > 0 {
                output.append(space)
                output.append(space)
            }
            // The cell's bytes in one copy where the string has them contiguous (always, natively).
            if cell.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
                output.append(contentsOf: cell.utf8)
            }
            if column < cells.count - 1 {
                for _ in 0..<max(0, widths[column] - width) { output.append(space) }
            }
        }
        // No trailing spaces (a last cell that is empty or ends in spaces; none does today).
        while output.count > start, output.last == space { output.removeLast() }
    }

    /// One icon's cells, appended to `cells`: mark, ordinal, name, source, image, size.
    func appendCells(_ icon: IconDeclaration, _ images: IconImages, check: String, dash: String, to cells: inout [String]) {
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        let mark = icon.name == current ? check : ""
        let ordinal = icon.ordinal.integer.map(String.init) ?? "-"
        let name = icon.name.map { safe($0) } ?? "(primary)"
        var file = images.best.map { display($0.path) } ?? dash
        // A generated icon's SVG source has no pixel size of its own.
        let vector = images.best.map { $0.header == nil && $0.failure == nil } == true ? "SVG" : dash
        var size = images.best?.header.map { "\($0.width)x\($0.height)" } ?? vector
        let source: String
        switch images.source {
        case .compiled(let shown)?:
            source = "car \(safe(shown.setName))"
            file = "Assets.car: " + safe(shown.name)
            size = "\(shown.width)x\(shown.height)"
        case .iconSet(let setName, _)?: source = "set \(safe(setName))"
        case .files?: source = "file"
        case .iconComposer(let bundle)?:
            source = images.shadowedSet == nil ? "icon" : "icon (set shadowed)"
            file = display(bundle)
        case .generated(let generator, _)?:
            let maker = generator.split(separator: " ").first.map(String.init) ?? generator
            source = (icon.iconSetName.map { "set \(safe($0))" } ?? "files") + " (\(safe(maker)))"
        case nil: source = icon.iconSetName.map { "set \(safe($0))" } ?? dash
        }
        cells.append(mark)
        cells.append(ordinal)
        cells.append(name)
        cells.append(source)
        cells.append(file)
        cells.append(size)
    }

    /// Why a `.icon` is shown rather than the same-named set: Xcode 26 builds it and drops the set.
    func iconComposerNote(_ images: IconImages) -> String? {
        guard case .iconComposer(let bundle) = images.source, let set = images.shadowedSet else { return nil }
        let name = (bundle as NSString).lastPathComponent
        return "built from the Icon Composer file \(name): Xcode 26 compiles it and drops the icon set of the same name "
            + "(\(display(set))), whose images are not used"
    }

    /// What a compiled bitmap is: the device, scale and appearance it is for, and for an Icon Composer
    /// icon that it is Apple's own flattened rendering of the stack.
    func compiledNote(_ images: IconImages) -> String? {
        guard case .compiled(let shown) = images.source else { return nil }
        let set = app.compiledCatalog?.iconSets[shown.setName]
        var note = "compiled into Assets.car: \(shown.summary)"
        if let stack = set?.stack {
            note +=
                "; Apple's flattened rendering of an Icon Composer icon (\(stack.appearances.map(\.rawValue).joined(separator: ", ")); "
                + "\(CatalogListing.counted(stack.groups.count, "group")), "
                + "\(CatalogListing.counted(Set(stack.layerImages).count, "layer image")))"
        }
        return note
    }

    func display(_ path: String) -> String {
        TerminalText.escaped(PathDisplay.relative(path, to: workingDirectory))
    }
}
