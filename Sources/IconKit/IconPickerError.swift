/// The old name of `InputError`, kept while files being refactored in parallel still say
/// `IconPickerError.projectChoice(…)`; remove once they name the layer's error themselves.
public typealias IconPickerError = InputError

extension InputError {
    /// Transitional: property-list failures are `PropertyListError` now.
    public static func notAPropertyList(path: String, detail: String) -> PropertyListError {
        .notAPropertyList(path: path, detail: detail)
    }

    /// Transitional: property-list failures are `PropertyListError` now.
    public static func wrongType(path: String, keyPath: String, expected: String, found: String) -> PropertyListError {
        .wrongType(path: path, keyPath: keyPath, expected: expected, found: found)
    }
}
