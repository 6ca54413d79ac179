import Basics
import Foundation

/// An Expo app's configuration as `npx expo prebuild` reads it, without running any code.
///
/// `app.json` (its `expo` object) is the static configuration. A dynamic one (`app.config.ts`,
/// `.js`, `.mjs`, `.cjs`) wins when there is one: an exported object is the configuration (app.json
/// is then not used), an exported function is called with `{ config }`, app.json's configuration,
/// and what it returns is the configuration; `{ expo: … }` counts as its `expo` (as Expo's
/// `getConfig` does). The code is read by `JSEvaluator`: what only running it gives is kept as
/// computed values, and `unread` says, with file and line, what could not be read.
struct ExpoAppConfig: Sendable {
    static let codeNames = ["app.config.ts", "app.config.js", "app.config.mjs", "app.config.cjs"]
    /// A larger configuration file is not read (it is configuration, not data).
    static let maxFileSize = 1 << 20

    /// The configuration object; nil when the folder has none or it is not an object.
    private(set) var config: JSNode?
    /// The file the configuration comes from: the dynamic one when there is one, else app.json.
    private(set) var file: String?
    /// What could not be read, one sentence each.
    private(set) var unread: [String] = []

    init(folder: String) {
        let root = ExpoConfiguration.json(at: folder + "/app.json").map { JSNode.json($0, file: "app.json") }
        let base = root.map { $0.member("expo") ?? $0 }
        guard let code = Self.codeNames.first(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) else {
            config = base
            file = base == nil ? nil : "app.json"
            return
        }
        file = code
        let text: String
        do {
            text = String(decoding: try RegularFile.read(path: folder + "/" + code, limit: Self.maxFileSize), as: UTF8.self)
        } catch {
            unread.append("\(code) \(error), so its configuration is not read")
            return
        }
        read(text, file: code, base: base, modules: root.map { ["./app.json": $0, "./app": $0] } ?? [:])
    }

    /// The configuration `text` (the file named `file`) exports.
    mutating func read(_ text: String, file: String, base: JSNode?, modules: [String: JSNode]) {
        let tokens: [JSToken]
        do {
            tokens = try JSTokenizer.tokens(text)
        } catch {
            unread.append("\(file): \(error): the file is not read")
            return
        }
        var evaluator = JSEvaluator(tokens: tokens, file: file, modules: modules)
        let top = evaluator.statements(from: 0, to: tokens.count)
        for (name, start) in top.declarations { evaluator.scopes[0][name] = .declaration(start) }
        for (name, path) in top.imports { evaluator.scopes[0][name] = modules[path].map(JSEvaluator.Binding.node) }
        guard let export = top.results.last else {
            unread.append("\(file) exports nothing Expo reads (no export default or module.exports)")
            return
        }
        evaluator.position = export
        var value = evaluator.expression(depth: 0)
        if case .function(let start) = value.value {
            let context = JSNode(
                .object([JSNode.Entry(key: "config", value: base ?? JSNode(.object([]), file: "app.json", line: 0))]), file: file, line: 0)
            value = evaluator.call(start, argument: context, depth: 0)
        }
        let code = Set(top.code + evaluator.skippedCode).sorted()
        if !code.isEmpty {
            let lines = code.count == 1 ? "line \(code[0]) runs" : "lines \(code.map(String.init).joined(separator: ", ")) run"
            unread.append("\(file): \(lines) code that is not run here; what it changes in the configuration is not read")
        }
        if let expo = value.member("expo"), expo.entries != nil { value = expo }
        if let what = value.computed {
            unread.append("\(value.place): the configuration is computed (\(what)), so it is not read")
            return
        }
        config = value.entries == nil ? nil : value
    }
}
