import Basics
import Foundation

extension AppLoader {
    /// A built app whose files come from `files` (an `.ipa` read in memory), read as `load(path:)`
    /// reads the same app from its folder: the Info.plist, then the icons' files among the names
    /// in the bundle root, sized from their headers.
    ///
    /// - Throws: the source's error for an unreadable Info.plist, or the reader's and parser's.
    public func load(
        builtApp files: BuiltAppFiles, idioms: (AppDeclaration) -> [Idiom], appearance: IconAppearance = .any
    ) throws -> [LoadedApp] {
        let plistPath = files.folder + "/Info.plist"
        let (root, _) = try reader.parseValue(try files.contents(of: "Info.plist"), path: plistPath)
        let declaration = try parser.parse(root, path: plistPath)
        let resolver = ImageResolver(
            index: ImageFileIndex(root: files.folder, fileNames: files.fileNames), appearance: appearance,
            headerReader: Self.headerReader(files))
        return idioms(declaration).map {
            var app = finish(declaration, idiom: $0, resolver: resolver, project: nil, isBuiltApp: true)
            app.source = .builtApp
            return app
        }
    }

    /// Reads a PNG header from the first bytes of a file in `files` (as `PNGHeader.read(path:)` reads
    /// them from disk: its first 128 bytes).
    static func headerReader(_ files: BuiltAppFiles) -> ResolverMemo.HeaderReader {
        { path, _ throws(PNGHeader.Failure) in
            let prefix = files.folder + "/"
            guard path.hasPrefix(prefix) else { throw .unreadable("it is not in the app") }
            let bytes: Data
            do {
                bytes = try files.prefix(of: String(path.dropFirst(prefix.count)), count: 128)
            } catch {
                throw .unreadable(String(describing: error))
            }
            return try PNGHeader.parse(bytes)
        }
    }
}
