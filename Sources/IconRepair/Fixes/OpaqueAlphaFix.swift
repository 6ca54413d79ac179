import Foundation
import IconKit
import IconLint
import ProjectEditing

/// `marketing-icon-alpha-channel`: the App Store image whose every pixel is opaque is written again
/// without its alpha channel (the image work is `ImageRepairing`'s; the same pixels, other chunks kept).
enum OpaqueAlphaFix {
    static let fix = RepairPlanner.Fix(rule: .marketingIconAlphaChannel) { context, findings in
        guard let images = context.images else { throw RepairSkip("this build of iconpicker cannot write PNG files") }
        var rewritten: [String] = []
        for path in Set(findings.compactMap(\.file)).sorted() where path.lowercased().hasSuffix(".png") {
            guard let data = try context.draft.data(at: path) else { continue }
            guard let opaque = try images.removingOpaqueAlpha(fromPNG: data) else {
                throw RepairSkip(
                    "\((path as NSString).lastPathComponent) has pixels that are not opaque; removing the channel would change it")
            }
            try context.draft.write(opaque, to: path)
            rewritten.append((path as NSString).lastPathComponent)
        }
        guard !rewritten.isEmpty else { throw RepairSkip("no App Store image file was named by the findings") }
        return "alpha channel removed from " + rewritten.joined(separator: ", ")
    }
}
