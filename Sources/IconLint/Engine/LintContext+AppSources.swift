import Basics
import Foundation
import IconKit

extension LintContext {
    /// One source file of the app, read and scanned once per run for the rules that look at its code.
    struct AppSource {
        var path: String
        var language: SourceLanguage
        var bytes: [UInt8]
        var literals: [SourceLiteralScanner.Literal]

        /// The file as text, for the few searches the literals do not answer.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// The app's own source files (`AppSourceFiles`), within the scan's budget of bytes; none for a
    /// built app.
    func readAppSources() -> [AppSource] {
        guard !app.isBuiltApp else { return [] }
        var budget = AppSourceFiles.maxBytes
        return AppSourceFiles.files(under: AppSourceFiles.root(for: sourceFolder)).compactMap { file in
            guard let length = AppSourceFiles.length(of: file.path), length <= AppSourceFiles.largestFile, length <= budget,
                let data = try? RegularFile.read(path: file.path, limit: AppSourceFiles.largestFile)
            else { return nil }
            budget -= length
            let bytes = [UInt8](data)
            return AppSource(
                path: file.path, language: file.language, bytes: bytes,
                literals: SourceLiteralScanner.literals(in: bytes, language: file.language))
        }
    }

    /// The folder the app's sources are searched from: the project's folder, or for an Info.plist
    /// read without a project the folder its loose icons are searched in (the nearest above it holding
    /// an Xcode project, `Package.swift` or `.git`), except a Swift package's checkout: there the
    /// plist is one of the package's resources (iconpicker's own demo), and the package's sources and
    /// tests are not the app's code, so only the plist's own folder and those below it are.
    var sourceFolder: String {
        let root = app.imageRoot
        guard app.project == nil, FileManager.default.fileExists(atPath: root + "/Package.swift") else { return root }
        return (app.declaration.infoPlistPath as NSString).deletingLastPathComponent
    }
}
