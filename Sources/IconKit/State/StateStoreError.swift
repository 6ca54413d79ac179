import Foundation

/// Why the icon choice could not be saved; the previous choice is untouched in every case.
public enum StateStoreError: Error, Equatable, Sendable {
    /// The state folder cannot be created or written.
    case notWritable(directory: String, reason: String)
}

extension StateStoreError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .notWritable(let directory, let reason):
            return "cannot save the icon choice in \(directory) (\(reason)). The previous choice is unchanged. "
                + "Choose another folder with --state-dir or ICONPICKER_STATE_DIR."
        }
    }

    public var errorDescription: String? { description }
}
