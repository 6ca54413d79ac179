import Basics
import Foundation

/// One xcconfig file as written: its `KEY = value` lines and `#include`s in order, each with its line
/// number, parsed once when the project is read (`XCConfigDocuments`) and evaluated from memory for
/// every target and configuration that is based on it.
///
/// Conditional keys (`KEY[sdk=…][arch=…]`) keep their conditions; they apply when an iOS device build
/// meets them (`[config=…]` never does here: a file does not know the configuration it is used for).
/// Every value is a string (an xcconfig has no list syntax); a caller that wants a list splits it with
/// `BuildSettingValue.words`.
struct XCConfigFile: Sendable {
    enum Entry: Sendable {
        /// `KEY = value` (or `KEY[cond]… = value`) on `line`.
        case assignment(written: String, value: String, line: Int)
        /// `#include "name"` (`#include?` when `optional`) on `line`; `candidates` are where the file
        /// is looked for, in Xcode's order: beside the including file, then in the project's folder.
        case include(candidates: [String], optional: Bool, text: String, line: Int)
    }

    let path: String
    let entries: [Entry]

    /// The entries of `data`, read as the xcconfig at `path` (whose folder relative includes start
    /// from) of the project in `projectFolder`.
    init(path: String, data: Data, projectFolder: String? = nil) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        var entries: [Entry] = []
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                let name = text.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
                let candidates =
                    name.hasPrefix("/")
                    ? [String(name)] : ([folder] + [projectFolder].compactMap { $0 }.filter { $0 != folder }).map { $0 + "/" + name }
                entries.append(.include(candidates: candidates, optional: text.hasPrefix("#include?"), text: text, line: index + 1))
                continue
            }
            // A condition's own `=` (`KEY[sdk=iphoneos*][arch=*] = …`) is not the assignment.
            guard let (written, value) = ConditionalSetting.assignment(in: text) else { continue }
            entries.append(.assignment(written: written, value: value, line: index + 1))
        }
        self.entries = entries
    }

    /// The settings of the xcconfig at `path`, includes followed; problems with includes are dropped.
    static func settings(at path: String) -> [String: BuildSettingValue] {
        var includes = XCConfigIncludes()
        return XCConfigDocuments(bases: [path]).settings(at: path, level: .projectConfigurationFile, includes: &includes)
            .mapValues(\.value)
    }
}
