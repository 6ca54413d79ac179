/// A property of `icon.json` that may differ per appearance or shape: a plain key (`"fill"`) is the
/// default, `"<key>-specializations"` adds `{"appearance": …, "idiom": …, "value": …}` entries. Kept
/// as written so lint can ask about one appearance and the compositor resolves each the same way.
public struct IconComposerSpecialized<Value: Equatable & Sendable>: Equatable, Sendable {
    /// One value and the appearance and idiom it is for; nil means "any".
    public struct Entry: Equatable, Sendable {
        /// `.any` for `"light"`, the default appearance.
        public var appearance: IconAppearance?
        /// `square` (iOS, iPadOS, macOS …), `circle` (watchOS), or a platform name as written.
        public var idiom: String?
        public var value: Value

        public init(appearance: IconAppearance?, idiom: String?, value: Value) {
            self.appearance = appearance
            self.idiom = idiom
            self.value = value
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// One value for every appearance.
    public init(_ value: Value) {
        self.entries = [Entry(appearance: nil, idiom: nil, value: value)]
    }

    /// Idioms that mean an iPhone or iPad icon; anything else (`circle`, `watchOS`) is another shape.
    static var iOSIdioms: Set<String> { ["square", "ios", "iphone", "ipad", "ipados"] }

    /// The value for `appearance` on iOS: the appearance's own entry, else the default's (Icon
    /// Composer falls back to the light value for dark and tinted). An entry for iOS's idiom beats
    /// one for any idiom; entries for other shapes are never used.
    public func value(for appearance: IconAppearance) -> Value? {
        let usable = entries.filter { entry in
            guard let idiom = entry.idiom else { return true }
            return Self.iOSIdioms.contains(idiom.lowercased())
        }
        let wanted: [IconAppearance?] = appearance == .any ? [.any, nil] : [appearance, .any, nil]
        for candidate in wanted {
            let matching = usable.filter { $0.appearance == candidate }
            if let exact = matching.first(where: { $0.idiom != nil }) ?? matching.first { return exact.value }
        }
        return nil
    }

    /// The value written for exactly `appearance` (no fallback): the canvas fill of a dark or tinted
    /// icon is the system's dark one unless the file gives that appearance its own.
    public func ownValue(for appearance: IconAppearance) -> Value? {
        let matching = entries.filter { entry in
            entry.appearance == appearance && (entry.idiom.map { Self.iOSIdioms.contains($0.lowercased()) } ?? true)
        }
        return (matching.first { $0.idiom != nil } ?? matching.first)?.value
    }

    /// Every value any appearance may use (lint checks each image an icon names).
    public var allValues: [Value] { entries.map(\.value) }

    /// Whether nothing was written for this property.
    public var isEmpty: Bool { entries.isEmpty }
}
