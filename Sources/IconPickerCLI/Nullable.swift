/// An optional that encodes as JSON `null` when absent, instead of leaving its key out (what the
/// synthesised `Encodable` does): the schema promises that every key is always present.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct Nullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    /// Declared although it looks synthesized: with it, structs using the wrapper take plain optionals
    /// in their memberwise initializers.
    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
