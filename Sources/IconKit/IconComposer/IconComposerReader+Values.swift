import Foundation

/// The value shapes of `icon.json`, and the `<key>-specializations` lists that hold them.
extension IconComposerReader {
    /// Reads `key` (the default) and `key-specializations` (per appearance or idiom) of `object`.
    /// A specialization entry without an appearance is a default too; one for an appearance Icon
    /// Composer may add later (`clear`…) is skipped rather than mistaken for the default.
    mutating func specialized<Value>(
        _ object: [String: Any], _ key: String, at keyPath: String, expected: String, parse: (Any) -> Value?
    ) -> IconComposerSpecialized<Value> {
        let base = keyPath.isEmpty ? key : keyPath + "." + key
        var result = IconComposerSpecialized<Value>()
        if let raw = object[key] {
            if let value = parse(raw) {
                result.entries.append(.init(appearance: nil, idiom: nil, value: value))
            } else {
                report(base, "expected \(expected)")
            }
        }
        guard let rawList = object[key + "-specializations"] else { return result }
        guard let list = rawList as? [Any] else {
            report(base + "-specializations", "expected a list of {appearance, value} entries")
            return result
        }
        for (index, item) in list.enumerated() {
            let entryPath = "\(base)-specializations[\(index)]"
            guard let entry = item as? [String: Any], let raw = entry["value"] else {
                report(entryPath, "expected an object with a value")
                continue
            }
            guard let value = parse(raw) else {
                report(entryPath + ".value", "expected \(expected)")
                continue
            }
            var appearance: IconAppearance?
            if let name = entry["appearance"] {
                guard let name = name as? String, let known = Self.appearance(name) else { continue }
                appearance = known
            }
            result.entries.append(.init(appearance: appearance, idiom: entry["idiom"] as? String, value: value))
        }
        return result
    }

    /// `light` is the default appearance (`.any`), as in asset catalogs.
    static func appearance(_ name: String) -> IconAppearance? {
        switch name {
        case "light": .any
        case "dark": .dark
        case "tinted": .tinted
        default: nil
        }
    }

    static func string(_ value: Any) -> String? { value as? String }

    static func bool(_ value: Any) -> Bool? { value as? Bool }

    /// A finite number; NaN cannot come from JSON, but huge exponents overflow to infinity.
    static func number(_ value: Any) -> Double? {
        guard let number = value as? Double, number.isFinite else { return nil }
        return number
    }

    static func blendMode(_ value: Any) -> IconComposerBlendMode? {
        (value as? String).flatMap(IconComposerBlendMode.init(rawValue:))
    }

    /// `{"scale": s, "translation-in-points": [x, y]}`; either may be left out. A scale outside
    /// 0…1000 is refused: it would only ask the compositor for absurd amounts of work.
    static func position(_ value: Any) -> IconComposerPosition? {
        guard let object = value as? [String: Any] else { return nil }
        var position = IconComposerPosition.identity
        if let raw = object["scale"] {
            guard let scale = number(raw), scale >= 0, scale <= 1000 else { return nil }
            position.scale = scale
        }
        if let raw = object["translation-in-points"] {
            guard let pair = raw as? [Any], pair.count == 2, let x = number(pair[0]), let y = number(pair[1]),
                abs(x) <= 100_000, abs(y) <= 100_000
            else { return nil }
            position.translationX = x
            position.translationY = y
        }
        return position
    }

    /// `"automatic"`, `"system-light"`, `"system-dark"`, `"none"`, `{"solid": c}`, `{"automatic-gradient": c}`, or
    /// `{"linear-gradient": [c…], "orientation": {"start": {x, y}, "stop": {x, y}}}`.
    static func fill(_ value: Any) -> IconComposerFill? {
        if let name = value as? String {
            switch name {
            case "automatic": return .automatic
            case "system-light": return .systemLight
            case "system-dark": return .systemDark
            case "none": return IconComposerFill.none
            default: return nil
            }
        }
        guard let object = value as? [String: Any] else { return nil }
        if let solid = object["solid"] {
            return (solid as? String).flatMap(IconComposerColor.init(parsing:)).map(IconComposerFill.solid)
        }
        if let seed = object["automatic-gradient"] {
            return (seed as? String).flatMap(IconComposerColor.init(parsing:)).map(IconComposerFill.automaticGradient)
        }
        guard let stops = object["linear-gradient"] as? [Any], !stops.isEmpty, stops.count <= 16 else { return nil }
        let colors = stops.compactMap { ($0 as? String).flatMap(IconComposerColor.init(parsing:)) }
        guard colors.count == stops.count else { return nil }
        guard let rawOrientation = object["orientation"] else { return .linearGradient(colors, orientation: .topToBottom) }
        guard let orientation = orientation(rawOrientation) else { return nil }
        return .linearGradient(colors, orientation: orientation)
    }

    static func orientation(_ value: Any) -> GradientOrientation? {
        guard let object = value as? [String: Any], let start = point(object["start"]), let stop = point(object["stop"]) else { return nil }
        return GradientOrientation(startX: start.x, startY: start.y, stopX: stop.x, stopY: stop.y)
    }

    static func point(_ value: Any?) -> (x: Double, y: Double)? {
        guard let object = value as? [String: Any], let x = object["x"].flatMap(number), let y = object["y"].flatMap(number) else {
            return nil
        }
        return (x, y)
    }

    mutating func supportedPlatforms(_ value: Any) -> IconComposerSupportedPlatforms {
        guard let object = value as? [String: Any] else {
            report("supported-platforms", "expected an object with squares and circles")
            return .unspecified
        }
        var platforms = IconComposerSupportedPlatforms(squares: nil, circles: [])
        switch object["squares"] {
        case nil: break
        case let shared as String where shared == "shared": platforms.squares = .shared
        case let list as [Any] where list.allSatisfy({ $0 is String }): platforms.squares = .platforms(list.compactMap { $0 as? String })
        default: report("supported-platforms.squares", "expected \"shared\" or a list of platform names")
        }
        if let circles = object["circles"] {
            if let list = circles as? [Any], list.allSatisfy({ $0 is String }) {
                platforms.circles = list.compactMap { $0 as? String }
            } else {
                report("supported-platforms.circles", "expected a list of platform names")
            }
        }
        return platforms
    }
}
