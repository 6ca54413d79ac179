/// Where a value was written: the file and its 1-based line.
public struct SourcePlace: Hashable, Sendable {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// A manifest expression as far as it can be known without compiling and running the manifest:
/// literals, arrays and dictionaries of them, constants and simple helper calls evaluated; calls of
/// an API the manifest does not define (Tuist's `Project(…)`, `.target(…)`) kept as calls with their
/// labelled arguments; everything else `computed`, with the reason.
public struct ManifestValue: Sendable {
    public indirect enum Kind: Sendable {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case null
        case array([ManifestValue])
        case dictionary([ManifestEntry])
        /// A member without arguments of a type, or an implicit one: `.iOS`, `Destinations.iOS`, `.recommended`.
        case member(String)
        case call(ManifestCall)
        /// A value only running the manifest would give (a function call iconpicker does not evaluate,
        /// a conditional, an environment variable); the text says what it is.
        case computed(String)
    }

    public let kind: Kind
    /// Where the expression that gave the value is written (for a constant or a parameter: the
    /// literal it came from, so provenance survives helpers).
    public let place: SourcePlace
    /// The expression as written, shortened, for messages.
    public let source: String
    /// How many values this one holds, itself included: values share storage, so a few lines can
    /// describe a tree too large to walk; `ManifestLimits.maximumWeight` caps it.
    public let weight: Int
    /// For a computed value: the string literals written in the code that computes it (a helper's
    /// whole body when one of its statements cannot be run), so a reader can tell whether that code
    /// names a key it cares about.
    public let mentions: [String]

    init(_ kind: Kind, place: SourcePlace, source: String, mentions: [String] = []) {
        self.kind = kind
        self.place = place
        self.source = source
        self.mentions = mentions
        switch kind {
        case .array(let elements): weight = elements.reduce(1) { $0 &+ $1.weight }
        case .dictionary(let entries): weight = entries.reduce(1) { $0 &+ $1.key.weight &+ $1.value.weight }
        case .call(let call): weight = call.arguments.reduce(1 &+ (call.receiver?.weight ?? 0)) { $0 &+ $1.value.weight }
        default: weight = 1
        }
    }

    /// The text of a string literal (or of a constant holding one), nil for anything else.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// Why the value is computed, nil when it is not.
    public var computedReason: String? {
        if case .computed(let reason) = kind { return reason }
        return nil
    }

    /// The call, when the value is one.
    public var call: ManifestCall? {
        if case .call(let call) = kind { return call }
        return nil
    }

    /// The member's name, when the value is `.name` or `Type.name`.
    public var member: String? {
        if case .member(let name) = kind { return name }
        return nil
    }

    /// The elements of an array literal.
    public var array: [ManifestValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The entries of a dictionary literal, in the order written.
    public var entries: [ManifestEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }
}

/// One `key: value` of a dictionary literal.
public struct ManifestEntry: Sendable {
    public let key: ManifestValue
    public let value: ManifestValue
}

/// A call of something the manifest does not define: `name` is the last part of what is called
/// (`Project`, `target` for `.target(…)` and `Target.target(…)`, `merging` for `x.merging(…)`).
public struct ManifestCall: Sendable {
    public let name: String
    /// The value a method is called on (`["A": "b"].merging(…)`); nil for a type's or an implicit member.
    public let receiver: ManifestValue?
    public let arguments: [ManifestArgument]

    /// The first argument with `label` (nil: the first unlabelled one).
    public func argument(_ label: String?) -> ManifestValue? {
        arguments.first { $0.label == label }?.value
    }
}

/// One argument of a call, with its label (nil when written without one).
public struct ManifestArgument: Sendable {
    public let label: String?
    public let value: ManifestValue
}
