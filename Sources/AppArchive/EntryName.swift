/// An entry's name split into its non-empty `/`-separated parts in one pass over its UTF-8 bytes.
///
/// Splitting by `Character` (and lower-casing every name) would be much of opening the archive;
/// names are only compared, never used as paths.
struct EntryName {
    /// The non-empty parts, in order.
    let parts: [Substring]
    /// Absolute, or with a `..` part: used as a path, it would climb out of the folder.
    let climbsOut: Bool

    init(_ name: String) {
        let utf8 = name.utf8
        let slash = UInt8(ascii: "/")
        var parts: [Substring] = []
        var climbsOut = utf8.first == slash
        var start = utf8.startIndex
        var index = start
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == slash {
                if start < index {
                    let part = Substring(utf8[start..<index])
                    if part.utf8.elementsEqual("..".utf8) { climbsOut = true }
                    parts.append(part)
                }
                if atEnd { break }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        self.parts = parts
        self.climbsOut = climbsOut
    }

    /// Whether `part` ends in `.png`, in any letter case (ASCII only: no other character lower-cases
    /// to one of these four).
    static func isPNG(_ part: Substring) -> Bool { hasSuffix(part, ".png", foldingCase: true) }

    /// Whether `part` ends in `.app` (the bytes; a mark that combines with the last letter changes them).
    static func isApp(_ part: Substring) -> Bool { hasSuffix(part, ".app", foldingCase: false) }

    /// `suffix` is lower-case ASCII; with `foldingCase`, upper-case ASCII letters in `part` match too.
    private static func hasSuffix(_ part: Substring, _ suffix: StaticString, foldingCase: Bool) -> Bool {
        let count = suffix.utf8CodeUnitCount
        func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= count else { return false }
            let start = bytes.count - count
            for index in 0..<count {
                var byte = bytes[start + index]
                if foldingCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != suffix.utf8Start[index] { return false }
            }
            return true
        }
        return part.utf8.withContiguousStorageIfAvailable(matches) ?? Array(part.utf8).withUnsafeBufferPointer(matches)
    }

    /// How errors name an entry of the app's root: `A.app/icon.png`, from the parts of
    /// `Payload/A.app/icon.png`.
    static func shortName(app: Substring, file: Substring, of name: String) -> String {
        let exact = name.utf8.count == 8 + app.utf8.count + 1 + file.utf8.count
        return exact ? String(Substring(name.utf8.dropFirst(8))) : String(app) + "/" + String(file)
    }

    /// A name with only safe characters, never empty, never "." or "..", and short enough for a
    /// file system (an app folder name of 300 bytes failed with a raw "file name too long").
    static func safe(_ name: String) -> String {
        let isPlain = name.utf8.count <= 200 && name.utf8.allSatisfy { $0 != UInt8(ascii: "/") && $0 != 0 }
        if isPlain { return name.isEmpty || name == "." || name == ".." ? "_" : name }
        // By scalar, not `Character`: a slash or NUL followed by a combining mark is one
        // `Character` that is neither, and would reach the file system as a separator or an end.
        var cleaned = String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "/" || $0 == "\0" ? "_" : $0 }))
        if cleaned.utf8.count > 200 {
            let suffix = cleaned.hasSuffix(".app") ? ".app" : ""
            var shortened = ""
            for character in cleaned where shortened.utf8.count + character.utf8.count <= 190 { shortened.append(character) }
            cleaned = shortened + suffix
        }
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
    }
}
