import Basics
import Foundation

/// The bundled demo app, "Colourful", opened when no PATH is given.
///
/// Looked for next to the installed binary (`PREFIX/bin/iconpicker` → `PREFIX/share/iconpicker/Colourful`,
/// what `make install` lays out), then in the source tree this binary was built from (`Resources/Colourful`,
/// which serves `swift run` and the build folder).
enum DemoApp {
    static let folderName = "Colourful"

    /// The demo's Info.plist, or `InputError.demoNotFound` listing where it looked.
    static func infoPlistPath(executablePath: String? = currentExecutablePath()) throws -> String {
        let candidates = searchLocations(executablePath: executablePath).map { $0 + "/Info.plist" }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) { return found }
        throw InputError.demoNotFound(searched: candidates.map { ($0 as NSString).deletingLastPathComponent })
    }

    static func searchLocations(executablePath: String?) -> [String] {
        var locations: [String] = []
        if let executablePath {
            let binFolder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            locations.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/iconpicker/\(folderName)").path)
        }
        locations.append(URL(fileURLWithPath: sourceCheckout).appendingPathComponent("Resources/\(folderName)").path)
        return locations
    }

    /// The source tree this binary was built from (where `make run` starts): never an app to read.
    static let sourceCheckout: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // App
        .deletingLastPathComponent()  // IconKit
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()
        .standardizedFileURL.path

    /// The running binary, through `/proc/self/exe` where there is one.
    static func currentExecutablePath() -> String? {
        RunningExecutable.path() ?? Bundle.main.executablePath
    }
}
