import Foundation

extension ProjectAppBuilder {
    /// The target's Info.plist as the build reads it: with `INFOPLIST_PREPROCESS = YES`, after the C
    /// preprocessor (see `InfoPlistPreprocessor`); otherwise as it is. When the prefix header is
    /// written while building (by a Run Script phase) or cannot be preprocessed here, the plist is read
    /// as it is and a finding says so and names the script: the icon list is made at build time.
    func readPossiblyPreprocessed(_ path: String, settings: BuildSettings, project: XcodeProject, target: XcodeProject.Target?)
        throws -> (PlistValue, [Diagnostic])
    {
        guard settings["INFOPLIST_PREPROCESS"] == "YES" else { return (try filesRead.plist(at: path, reader: reader), []) }
        let file = settings.origins["INFOPLIST_PREPROCESS"]?.file ?? project.settingsFile
        let header = (settings["INFOPLIST_PREFIX_HEADER"]).flatMap { $0.isEmpty ? nil : $0 }
            .map { $0.hasPrefix("/") ? $0 : project.sourceRoot + "/" + $0 }
        func asWritten(_ reason: String) throws -> (PlistValue, [Diagnostic]) {
            let note = Diagnostic(
                .note, .infoPlistPreprocessed,
                "INFOPLIST_PREPROCESS is YES and \(reason), so the Info.plist is shown before preprocessing: the icons the build "
                    + "makes may differ", file: file, keyPath: "INFOPLIST_PREPROCESS")
            return (try filesRead.plist(at: path, reader: reader), [note])
        }
        if let header, !FileManager.default.fileExists(atPath: header) {
            let name = (header as NSString).lastPathComponent
            if let script = target?.scriptPhases.first(where: { $0.writes(name) }) {
                return try asWritten(
                    "its prefix header \(name) is written while building by the Run Script phase \u{201C}\(script.name)\u{201D}")
            }
            return try asWritten("its prefix header \(name) is not there")
        }
        let definitions = settings.list("INFOPLIST_PREPROCESSOR_DEFINITIONS") ?? []
        let data: Data
        do {
            data = try InfoPlistPreprocessor().preprocess(path, prefixHeader: header, definitions: definitions)
        } catch .noPreprocessor {
            return try asWritten("no C preprocessor (cpp) is installed here")
        } catch .failed(let detail) {
            return try asWritten("the C preprocessor failed on it (\(detail))")
        }
        return (try reader.parseValue(data, path: path).root, [])
    }
}
