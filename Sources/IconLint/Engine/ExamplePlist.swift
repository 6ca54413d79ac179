/// A property-list value written as a Swift literal, for the examples rules carry: the tests write
/// it as an Info.plist (XML) or a `Contents.json`, so an example is the real file, not a model of it.
indirect enum ExamplePlist: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([ExamplePlist])
    case dictionary([String: ExamplePlist])

    /// The value at `path` of nested dictionaries; setting nil removes it, setting inside a missing
    /// dictionary makes it.
    subscript(path: [String]) -> ExamplePlist? {
        get {
            guard let key = path.first else { return self }
            guard case .dictionary(let entries) = self else { return nil }
            return entries[key]?[Array(path.dropFirst())]
        }
        set {
            guard let key = path.first else {
                if let newValue { self = newValue }
                return
            }
            var entries: [String: ExamplePlist] = [:]
            if case .dictionary(let existing) = self { entries = existing }
            if path.count == 1 {
                entries[key] = newValue
            } else {
                var child = entries[key] ?? .dictionary([:])
                child[Array(path.dropFirst())] = newValue
                entries[key] = child
            }
            self = .dictionary(entries)
        }
    }

    /// The elements of an array value; empty for any other value.
    var elements: [ExamplePlist] {
        if case .array(let elements) = self { return elements }
        return []
    }
}

extension ExamplePlist: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .real(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: ExamplePlist...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, ExamplePlist)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
