import Foundation
import IconKit
import IconLint
import ProjectEditing

/// `marketing-icon-alpha-channel`: the App Store image whose every pixel is opaque is written again
/// without its alpha channel (`ImageRepairs`: the same pixels, other chunks kept).
enum OpaqueAlphaFix {
    static let fix = RepairPlanner.Fix(rule: .marketingIconAlphaChannel) { context, findings in
        var rewritten: [String] = []
        for path in Set(findings.compactMap { imagePath(of: $0, in: context.app) }).sorted() where path.lowercased().hasSuffix(".png") {
            guard let data = try context.draft.data(at: path) else { continue }
            guard let opaque = try context.images.removingOpaqueAlpha(fromPNG: data, path: path) else {
                throw RepairSkip(
                    "\((path as NSString).lastPathComponent) has pixels that are not opaque; removing the channel would change it")
            }
            try context.draft.write(opaque, to: path)
            rewritten.append((path as NSString).lastPathComponent)
        }
        guard !rewritten.isEmpty else { throw RepairSkip("no App Store image file was named by the findings") }
        return "alpha channel removed from " + RepairPlan.listing(rewritten)
    }

    /// The image a finding is about: its file, or the image of the slot it points at (`images[N]` of a
    /// set's Contents.json).
    static func imagePath(of finding: LintFinding, in app: LoadedApp) -> String? {
        guard let file = finding.file else { return nil }
        guard file.hasSuffix("/Contents.json"), let location = finding.location, location.hasPrefix("images["),
            let close = location.firstIndex(of: "]"), let index = Int(location[location.index(location.startIndex, offsetBy: 7)..<close])
        else { return file }
        let folder = (file as NSString).deletingLastPathComponent
        let set = app.iconSets.values.first { $0.folder == folder }
        return set?.images.first { $0.index == index }?.path
    }
}
