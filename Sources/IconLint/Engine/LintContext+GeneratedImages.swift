import Basics
import Foundation
import IconKit

extension LintContext {
    /// One source image of an icon a build step generates, as the rules about such sources see it.
    struct GeneratedImage {
        /// Absolute; the file exists (a missing one is `generated-image-missing`'s fact).
        var path: String
        var icon: GeneratedIcon
        var subject: LintFinding.Subject
        /// `nil` for the default image, else the appearance it is drawn for; `foreground` for MAUI's.
        var role: Role
        var header: PNGHeader?
        var failure: PNGHeader.Failure?

        enum Role: Equatable {
            case any, dark, tinted, foreground
        }

        /// `icon.png`, or `icon-dark.png (dark)`.
        var name: String {
            let file = LintRule.fileName(of: path)
            return role == .any ? file : "\(file) (\(role))"
        }

        /// Whether the file is the SVG a vector-reading build (MAUI) takes as it is.
        var isAcceptedVector: Bool { failure == .notPNG && icon.acceptsVector && GeneratedIcon.isVector(path) }
    }

    /// Every existing source image of the generated icons, each once per icon (iPhone and iPad
    /// share them), with its PNG header read through the run's cache.
    func findGeneratedImages() -> [GeneratedImage] {
        var seen: Set<String> = []
        var found: [GeneratedImage] = []
        for app in apps {
            for (icon, images) in app.entries {
                guard let generated = images.generated else { continue }
                let subject = subject(of: icon)
                var roles: [(String?, GeneratedImage.Role)] = [(generated.image, .any), (generated.foreground, .foreground)]
                roles += [(generated.appearances[.dark], .dark), (generated.appearances[.tinted], .tinted)]
                for case (let path?, let role) in roles where seen.insert("\(subject)\u{0}\(path)").inserted {
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    let read = header(at: path)
                    let failure: PNGHeader.Failure? = if case .failure(let error) = read { error } else { nil }
                    found.append(
                        GeneratedImage(path: path, icon: generated, subject: subject, role: role, header: try? read.get(), failure: failure)
                    )
                }
            }
        }
        return found
    }
}
