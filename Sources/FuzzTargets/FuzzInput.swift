import Basics
import Chooser
import CursesTerminal
import Foundation
import TerminalArt
import TerminalGraphics

/// How the targets that need more than one file, or no file, read their input.
public enum FuzzInput {
    /// Between files in one input: a line no format here has.
    public static let separator = Array("\n\u{1}\u{2}FILE\u{2}\u{1}\n".utf8)
    /// The layer files an `icon-layers` input may carry.
    static let maxLayers = 4
    /// Keys decoded per input, as a batch of the chooser's reads holds at most.
    static let maxKeys = 4096

    /// `data` cut at each `separator` into exactly `count` files (missing ones empty, extra ones
    /// joined to the last).
    static func files(in data: Data, count: Int) -> [Data] {
        var files: [Data] = []
        var rest = data[...]
        while files.count < count - 1, let range = rest.firstRange(of: separator) {
            files.append(Data(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        files.append(Data(rest))
        return files + Array(repeating: Data(), count: count - files.count)
    }

    /// The answers parsed as the graphics query reads them, and decoded as the chooser's input
    /// decoder reads an answer that came late (ncurses hands it over as characters).
    static func terminalReplies(_ bytes: [UInt8]) {
        let replies = TerminalReplies.parse(bytes)
        _ = GraphicsDetector.fromReplies(replies)
        _ = GraphicsDetector.supportsPlaceholders(version: replies.version)
        let characters = String(decoding: bytes, as: UTF8.self).unicodeScalars.prefix(maxKeys).map { KeyDecoder.Raw.character($0.value) }
        _ = KeyDecoder.decode(batch: characters)
        _ = KeyDecoder.openEscape(in: characters)
    }

    /// Bytes as `wget_wch` results (0xFF then a byte: a key code from KEY_MIN; anything else UTF-8
    /// characters), decoded as a batch and applied to a chooser of seven icons sized by the first two
    /// bytes, whose frame is then drawn.
    static func keys(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        var raw: [KeyDecoder.Raw] = []
        var text: [UInt8] = []
        var index = 2
        while index < bytes.count && raw.count < maxKeys {
            if bytes[index] == 0xFF && index + 1 < bytes.count {
                raw += String(decoding: text, as: UTF8.self).unicodeScalars.map { .character($0.value) }
                text = []
                raw.append(.functionKey(0o401 + Int32(bytes[index + 1])))
                index += 2
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        raw += String(decoding: text, as: UTF8.self).unicodeScalars.map { .character($0.value) }
        _ = KeyDecoder.openEscape(in: raw)
        var state = ChooserState(
            appName: "Fuzz", idiomName: "iPhone", icons: [ChooserIcon(name: nil)] + (1..<7).map { ChooserIcon(name: "icon-\($0)") },
            supportsAlternateIcons: true, current: "icon-3", width: Int(bytes[0]) % 160 + 1, height: Int(bytes[1]) % 60 + 1,
            colorMode: .palette256, unicode: bytes[0] & 1 == 0)
        for input in KeyDecoder.decode(batch: raw) {
            guard case .key(let key) = input else { continue }
            let effects = ChooserUpdate.update(&state, .key(key))
            if effects.contains(.quit) { break }
            if effects.contains(where: { if case .setIcon = $0 { true } else { false } }) {
                _ = ChooserUpdate.update(&state, .changeFinished(.alreadyCurrent))
            }
        }
        _ = ChooserView.render(state)
    }
}
