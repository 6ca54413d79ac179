/// The languages an app's icon code is written in: Swift and Objective-C, and the Kotlin (Kotlin
/// Multiplatform), Dart (Flutter) and JavaScript or TypeScript (React Native, Expo) that call
/// `setAlternateIconName` through a plugin.
enum SourceLanguage: Sendable {
    case swift, objectiveC, kotlin, dart, javaScript

    init?(fileExtension: String) {
        switch fileExtension {
        case "swift": self = .swift
        case "m", "mm": self = .objectiveC
        case "kt": self = .kotlin
        case "dart": self = .dart
        case "js", "jsx", "ts", "tsx", "mjs", "cjs": self = .javaScript
        default: return nil
        }
    }

    /// The characters that open a string literal.
    var quotes: [UInt8] {
        switch self {
        case .swift, .objectiveC, .kotlin: [UInt8(ascii: "\"")]
        case .dart: [UInt8(ascii: "\""), UInt8(ascii: "'")]
        case .javaScript: [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")]
        }
    }

    /// Whether `$` starts an interpolation inside a literal (`"${x}"`, `` `${x}` ``, `'$x'`).
    var interpolatesWithDollar: Bool { self == .kotlin || self == .dart || self == .javaScript }

    /// The calls whose first argument is an alternate icon's name: UIKit's, and the plugins'
    /// (`expo-alternate-app-icons`, `expo-dynamic-app-icon`, `react-native-change-icon`,
    /// `flutter_dynamic_icon`).
    static let iconCalls: Set<String> = ["setAlternateIconName", "setAlternateAppIcon", "setAppIcon", "changeIcon"]
    /// Argument labels an icon call names its argument with (Dart's `setAlternateIconName(iconName: …)`).
    static let iconArgumentLabels: Set<String> = ["iconName", "name", "icon"]
}

/// The plain string literals of a source file, found without parsing it: comments, raw and
/// multi-line strings are skipped, and so are literals with escapes; literals with interpolation
/// are kept with `isTemplate` (the names code builds, `"AppIcon${icon.name}"`). Enough to compare
/// the app's literals with its icon names.
enum SourceLiteralScanner {
    struct Literal: Equatable {
        /// 1-based.
        var line: Int
        var text: String
        /// Whether it is the first argument of an icon call (`setAlternateIconName(`, a plugin's).
        var isIconNameArgument: Bool
        /// Whether it holds an interpolation (`${…}` or `$name`); `text` is then as written.
        var isTemplate: Bool = false
    }

    static let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    static let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")

    static func literals(in source: [UInt8], language: SourceLanguage = .swift) -> [Literal] {
        var literals: [Literal] = []
        var index = 0
        var line = 1
        let quotes = language.quotes
        while index < source.count {
            let byte = source[index]
            let next = index + 1 < source.count ? source[index + 1] : 0
            if byte == newline {
                line += 1
                index += 1
            } else if byte == slash && next == slash {
                while index < source.count && source[index] != newline { index += 1 }
            } else if byte == slash && next == star {
                index = end(of: [star, slash], in: source, from: index + 2, line: &line)
            } else if language == .swift && byte == hash && next == quote {
                index = end(of: [quote, hash], in: source, from: index + 2, line: &line)
            } else if quotes.contains(byte) && next == byte && index + 2 < source.count && source[index + 2] == byte {
                index = end(of: [byte, byte, byte], in: source, from: index + 3, line: &line)
            } else if quotes.contains(byte) {
                index = literal(in: source, at: index, line: line, language: language, into: &literals)
            } else {
                index += 1
            }
        }
        return literals
    }

    /// The index after the first `terminator` at or after `start` (or the end), counting lines.
    static func end(of terminator: [UInt8], in source: [UInt8], from start: Int, line: inout Int) -> Int {
        var index = start
        while index < source.count {
            if source[index...].starts(with: terminator) { return index + terminator.count }
            if source[index] == newline { line += 1 }
            index += 1
        }
        return source.count
    }

    /// Reads the one-line literal whose opening quote is at `start`; returns the index after it.
    static func literal(
        in source: [UInt8], at start: Int, line: Int, language: SourceLanguage, into literals: inout [Literal]
    ) -> Int {
        let closing = source[start]
        var index = start + 1
        var hasEscape = false
        var isTemplate = false
        while index < source.count, source[index] != closing, source[index] != newline {
            if source[index] == backslash {
                hasEscape = true
                index += 1
            } else if language.interpolatesWithDollar && source[index] == dollar {
                isTemplate = true
            }
            index += 1
        }
        guard index < source.count, source[index] == closing else { return index }
        if !hasEscape {
            let text = String(decoding: source[(start + 1)..<index], as: UTF8.self)
            literals.append(
                Literal(line: line, text: text, isIconNameArgument: isIconNameArgument(source, before: start), isTemplate: isTemplate))
        }
        return index + 1
    }

    /// Whether the text before `position` is an icon call's opening (`setAlternateIconName(`,
    /// `setAppIcon(`), a labelled first argument of one (`setAlternateIconName(iconName: `), or an
    /// Objective-C message (`setAlternateIconName:@`); spaces allowed.
    static func isIconNameArgument(_ source: [UInt8], before position: Int) -> Bool {
        var index = skippingSpace(source, before: position)
        if index >= 0, source[index] == UInt8(ascii: "@") { index = skippingSpace(source, before: index) }
        guard index >= 0 else { return false }
        if source[index] == UInt8(ascii: ":") {
            let label = identifier(source, endingBefore: index)
            if SourceLanguage.iconCalls.contains(label) { return true }
            guard SourceLanguage.iconArgumentLabels.contains(label) else { return false }
            index = skippingSpace(source, before: index - label.utf8.count)
        }
        guard index >= 0, source[index] == UInt8(ascii: "(") else { return false }
        return SourceLanguage.iconCalls.contains(identifier(source, endingBefore: index))
    }

    /// The index of the last byte before `position` that is not white space (-1 when there is none).
    static func skippingSpace(_ source: [UInt8], before position: Int) -> Int {
        var index = position - 1
        while index >= 0, source[index] == UInt8(ascii: " ") || source[index] == newline || source[index] == UInt8(ascii: "\t") {
            index -= 1
        }
        return index
    }

    /// The identifier (letters, digits, `_`) that ends just before `position`.
    static func identifier(_ source: [UInt8], endingBefore position: Int) -> String {
        var start = position
        while start > 0, isIdentifierByte(source[start - 1]) { start -= 1 }
        return String(decoding: source[start..<position], as: UTF8.self)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
