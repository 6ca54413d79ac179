import Basics
import IconKit

extension LintContext {
    /// One image file an icon uses, with its PNG header or why it could not be read.
    struct ImageFile {
        var path: String
        /// The file's name, as messages about it name it: the finding's `file` already gives its path.
        var name: String
        var header: PNGHeader?
        var failure: PNGHeader.Failure?
        /// The first icon met that uses the file.
        var subject: LintFinding.Subject
        /// Whether it comes from a built app, whose icons Xcode crushed by design.
        var inBuiltApp: Bool
        /// For a loose file found for a `CFBundleIconFiles` name: the name, and the scale and device
        /// its file name claims (`@2x`, `~ipad`). Nil for a file an icon set's entry names.
        var loose: LooseFile? = nil
    }

    /// What a loose icon file's name says about it.
    struct LooseFile {
        /// The `CFBundleIconFiles` entry the file was found for.
        var baseName: String
        var scale: Int
        var device: Idiom?
    }

    /// Every file the icons' images were found in, each once, under the first icon that uses it.
    func findImageFiles() -> [ImageFile] {
        var checked: Set<String> = []
        var files: [ImageFile] = []
        for app in apps {
            for (icon, images) in app.entries {
                let isLoose = images.source == .files
                for candidate in images.candidates where checked.insert(candidate.path).inserted {
                    files.append(
                        ImageFile(
                            path: candidate.path, name: LintRule.fileName(of: candidate.path), header: candidate.header,
                            failure: candidate.failure, subject: subject(of: icon), inBuiltApp: app.isBuiltApp,
                            loose: isLoose
                                ? LooseFile(baseName: candidate.baseName, scale: candidate.scale, device: candidate.device) : nil))
                }
            }
        }
        return files
    }

    /// The file at `path` (which exists), its header read through the run's cache.
    func imageFile(at path: String, subject: LintFinding.Subject) -> ImageFile {
        let read = header(at: path)
        let failure: PNGHeader.Failure? = if case .failure(let error) = read { error } else { nil }
        return ImageFile(
            path: path, name: LintRule.fileName(of: path), header: try? read.get(), failure: failure,
            subject: subject, inBuiltApp: app.isBuiltApp)
    }
}
