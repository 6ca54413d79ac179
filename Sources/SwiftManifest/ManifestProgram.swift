import Basics
import Foundation
import SwiftSyntax

/// A Swift manifest and the helper files it may call into (Tuist's `ProjectDescriptionHelpers`),
/// parsed with swift-syntax and read as values, never compiled or run.
///
/// `value(of:)` evaluates one top-level constant of the manifest: literals, arrays, dictionaries,
/// `+` of strings or arrays, string interpolation of known values, constants of any file, static
/// properties, and calls of helper functions whose body is `let`s and one `return` (their
/// parameters bound to the arguments, defaults included). A call of anything the files do not
/// define stays a `ManifestCall`; anything else is `computed` with the reason. Every step is
/// bounded by `ManifestLimits`.
public struct ManifestProgram {
    /// A file that cannot be a manifest: too large, unreadable, or not Swift.
    public struct Unreadable: Error, Equatable, Sendable {
        public let file: String
        public let line: Int?
        public let reason: String
    }

    let files: [ManifestFile]
    let declarations: ManifestDeclarations
    let limits: ManifestLimits

    /// - Parameters:
    ///   - manifest: the manifest's path (its syntax errors are thrown: the manifest does not compile).
    ///   - helpers: helper files' paths; one that cannot be read or does not parse is left out and
    ///     named in `skippedHelpers`.
    public init(manifest: String, helpers: [String] = [], limits: ManifestLimits = .init()) throws(Unreadable) {
        var total = 0
        let main = try Self.read(manifest, limits: limits, total: &total)
        var files = [main]
        var skipped: [Unreadable] = []
        for helper in helpers.prefix(limits.maximumHelperFiles) {
            do {
                files.append(try Self.read(helper, limits: limits, total: &total))
            } catch {
                skipped.append(error)
            }
        }
        if helpers.count > limits.maximumHelperFiles {
            skipped.append(
                Unreadable(
                    file: helpers[limits.maximumHelperFiles], line: nil, reason: "more than \(limits.maximumHelperFiles) helper files"))
        }
        self.init(files: files, limits: limits)
        skippedHelpers = skipped
    }

    /// A program of texts already in memory (the first is the manifest): for tests and the fuzzer.
    public init(texts: [(path: String, text: String)], limits: ManifestLimits = .init()) throws(Unreadable) {
        var files: [ManifestFile] = []
        for (index, text) in texts.enumerated() {
            guard let file = ManifestFile(path: text.path, bytes: Array(text.text.utf8.prefix(limits.maximumFileBytes)), limits: limits)
            else {
                if index == 0 { throw Self.tooDeep(text.path, limits) }
                continue
            }
            if index == 0, let line = file.firstErrorLine { throw Unreadable(file: file.path, line: line, reason: "it is not valid Swift") }
            if file.firstErrorLine == nil || index == 0 { files.append(file) }
        }
        self.init(files: files, limits: limits)
    }

    private init(files: [ManifestFile], limits: ManifestLimits) {
        var declarations = ManifestDeclarations()
        for (index, file) in files.enumerated() { declarations.add(file.tree, index: index) }
        self.files = files
        self.declarations = declarations
        self.limits = limits
    }

    /// Helper files that were not read, and why.
    public private(set) var skippedHelpers: [Unreadable] = []

    /// The names of the manifest's own top-level constants, in the order written.
    public var manifestConstants: [String] {
        guard let manifest = files.first else { return [] }
        return manifest.tree.statements.flatMap { item -> [String] in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return [] }
            return ManifestDeclarations.bindings(variable).map(\.0)
        }
    }

    /// The value of the top-level constant `name` (of the manifest or a helper), nil when none is declared.
    public func value(of name: String) -> ManifestValue? {
        guard declarations.constants[name] != nil else { return nil }
        let evaluator = ManifestEvaluator(program: self)
        let value = evaluator.constant(name, at: nil)
        // Past the step limit every part is unknown: a half-read value would mislead.
        return evaluator.exhaustion ?? value
    }

    static func tooDeep(_ path: String, _ limits: ManifestLimits) -> Unreadable {
        Unreadable(
            file: path, line: nil,
            reason:
                "it nests deeper than iconpicker reads (\(limits.maximumSyntaxNesting) brackets, \(limits.maximumSquareNesting) of them [, "
                + "\(limits.maximumTreeDepth) levels)")
    }

    static func read(_ path: String, limits: ManifestLimits, total: inout Int) throws(Unreadable) -> ManifestFile {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: limits.maximumFileBytes)
        } catch {
            throw Unreadable(file: path, line: nil, reason: error.reason)
        }
        total += data.count
        guard total <= limits.maximumTotalBytes else {
            throw Unreadable(file: path, line: nil, reason: "the manifest and its helpers pass \(limits.maximumTotalBytes >> 20) MiB")
        }
        guard let file = ManifestFile(path: path, bytes: Array(data), limits: limits) else { throw tooDeep(path, limits) }
        if let line = file.firstErrorLine { throw Unreadable(file: path, line: line, reason: "it is not valid Swift") }
        return file
    }
}
