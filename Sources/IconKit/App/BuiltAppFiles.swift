import Foundation

/// A built app's root folder read from somewhere other than the disk: an `.ipa` read in memory,
/// so that listing it writes no file (`AppLoader.load(builtApp:idioms:appearance:)`).
///
/// Only what `list` reads of a built app goes through here: the Info.plist, the names in the
/// bundle root and each PNG's first bytes. Commands that decode pixels, or look at files the way
/// lint does, read an extracted folder instead.
public protocol BuiltAppFiles: Sendable {
    /// The absolute path the app's files are known by in results (it ends in `.app`); nothing is
    /// ever opened there.
    var folder: String { get }
    /// The names of the files in the app's root.
    var fileNames: [String] { get }
    /// The whole file (integrity checked by the source).
    func contents(of name: String) throws -> Data
    /// At most the first `count` bytes of the file.
    func prefix(of name: String, count: Int) throws -> Data
}
