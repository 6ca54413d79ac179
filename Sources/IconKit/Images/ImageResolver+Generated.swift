import Basics
import Foundation

extension ImageResolver {
    /// The icon a build step generates (a set a `generatedSets` entry names, or loose files of
    /// `generatedFiles`), shown from its source image; nil for any other icon.
    ///
    /// Nothing is said when the source is there: `list` names the generator in the icon's source.
    /// A source that is missing is the build's failure; a computed path or no image at all is said,
    /// never replaced by another picture.
    func generatedImages(for icon: IconDeclaration, idiom: Idiom) -> IconImages? {
        let generated = icon.iconSetName.flatMap { generatedSets[$0] } ?? icon.iconFiles.lazy.compactMap { generatedFiles[$0] }.first
        guard let generated else { return nil }
        var images = IconImages(source: .generated(generator: generated.generator, sources: generated.sources))
        images.generated = generated
        let what = icon.name.map { "\u{201C}\($0)\u{201D}" } ?? "the primary icon"
        func problem(_ severity: Diagnostic.Severity, _ kind: Diagnostic.Kind, _ message: String, about: String? = nil) {
            images.problems.append(Diagnostic(severity, kind, message, file: generated.file, keyPath: generated.keyPath, about: about))
        }
        if appearance != .any, generated.appearances[appearance] == nil, generated.image != nil {
            problem(.note, .appearanceMissing, "\(what) has no \(appearance.rawValue) image (\(generated.place)); showing the default one")
        }
        guard let path = generated.image(for: appearance) else {
            if let computed = generated.computed {
                problem(
                    .note, .configNotRead,
                    "the image of \(what) is computed when the configuration runs (\(computed), \(generated.place)), so it is not shown")
            } else {
                problem(
                    .warning, .generatedIcon,
                    "\(generated.place) gives \(what) no image: \(generated.generator) draws a plain white square in its place")
            }
            return images
        }
        guard FileManager.default.fileExists(atPath: path) else {
            problem(
                .error, .generatedImageMissing,
                "\(generated.place) draws \(what) from \(relative(path)), which does not exist: \(generated.generator) stops with an error",
                about: path)
            return images
        }
        var best = candidate(path: path, baseName: icon.iconSetName ?? icon.name ?? "", scale: 1, device: nil)
        if best.failure == .notPNG, generated.acceptsVector, GeneratedIcon.isVector(path) { best.failure = nil }
        images.best = best
        images.problems += foregroundProblems(generated, what: what)
        return images
    }

    /// A foreground the build skips: MAUI draws the icon without a `ForegroundFile` that is not there
    /// (Resizetizer checks `File.Exists` and carries on).
    private func foregroundProblems(_ generated: GeneratedIcon, what: String) -> [Diagnostic] {
        guard let foreground = generated.foreground, !FileManager.default.fileExists(atPath: foreground) else { return [] }
        return [
            Diagnostic(
                .warning, .generatedImageMissing,
                "\(generated.place) draws \(what) with the foreground \(relative(foreground)), which does not exist: "
                    + "\(generated.generator) leaves it out without a word, so the icon is its background alone",
                file: generated.file, keyPath: generated.keyPath, about: foreground)
        ]
    }
}
