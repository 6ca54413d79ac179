import Foundation
import IconKit
import IconLint
import ProjectEditing

/// `iphone-icon-size-missing` and `ipad-icon-size-missing` in a multi-size icon set: the missing slots
/// are filled with images scaled from the set's 1024 px image (`ImageRepairs` scales them in linear
/// light), named `<set>-<points>@<scale>x.png`, and the slots' `filename`s are spliced into its
/// Contents.json (a slot the file does not have is added at the end).
enum MissingSizesFix {
    static let iPhone = RepairPlanner.Fix(rule: .iPhoneIconSizeMissing) { context, _ in
        try fill(&context, idiom: "iphone", slots: [(60, 2), (60, 3)])
    }
    static let iPad = RepairPlanner.Fix(rule: .iPadIconSizeMissing) { context, _ in
        try fill(&context, idiom: "ipad", slots: [(76, 2), (83.5, 2)])
    }

    static func fill(_ context: inout RepairContext, idiom: String, slots: [(points: Double, scale: Int)]) throws -> String {
        guard
            let setName = context.app.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.value
                ?? context.app.declaration.icons?.primary?.iconSetName,
            let set = context.app.iconSets[setName]
        else { throw RepairSkip("the primary icon is not an icon set of an asset catalog") }
        guard set.images.contains(where: { $0.scale != nil }) else {
            throw RepairSkip("\(set.name) is a single-size set: Xcode makes every size from its image")
        }
        guard let source = set.images.first(where: { $0.size == 1024 && $0.path != nil })?.path,
            let sourceData = try context.draft.data(at: source)
        else { throw RepairSkip("\(set.name) has no 1024 px image to make the sizes from") }
        let contentsPath = set.folder + "/Contents.json"
        guard let contents = try context.draft.data(at: contentsPath) else { throw EditError.notFound(path: contentsPath, what: "file") }
        var editor = try JSONTextEditor(contents, path: contentsPath)
        var made: [String] = []
        for slot in slots {
            let existing = set.images.firstIndex { $0.idiom.description == idiom && $0.size == slot.points && $0.scale == slot.scale }
            if let existing, set.images[existing].filename != nil { continue }
            let points = slot.points.rounded() == slot.points ? String(Int(slot.points)) : String(slot.points)
            let file = "\(set.name)-\(points)@\(slot.scale)x.png"
            let pixels = Int((slot.points * Double(slot.scale)).rounded())
            try context.draft.write(try context.images.scaledPNG(sourceData, path: source, toPixels: pixels), to: set.folder + "/" + file)
            if let existing {
                try editor.set(.string(file), at: ["images", .index(set.images[existing].index), "filename"])
            } else {
                let entry: JSONValue = .object([
                    .init("filename", .string(file)), .init("idiom", .string(idiom)), .init("scale", .string("\(slot.scale)x")),
                    .init("size", .string("\(points)x\(points)")),
                ])
                try editor.append(entry, toArrayAt: ["images"])
            }
            made.append(file)
        }
        guard !made.isEmpty else { throw RepairSkip("\(set.name) has every \(idiom) slot filled") }
        try context.draft.write(editor.data, to: contentsPath)
        return "made from \((source as NSString).lastPathComponent): " + RepairPlan.listing(made)
    }
}
