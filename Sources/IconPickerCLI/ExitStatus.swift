import ArgumentParser

/// The exit codes, following sysexits(3), shared by every command and listed in `--help`.
enum ExitStatus {
    static let success: Int32 = 0
    /// The operation failed (e.g. `set` with a name the app does not declare).
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let ioError: Int32 = 74

    static let helpText = """
        EXIT CODES
          0   success
          1   the operation failed (the system's error is printed; nothing changed)
          2   usage error
          65  the input is not valid (not a property list, wrong types, hostile file)
          66  the input was not found or cannot be opened
          74  I/O error (e.g. the state folder is not writable)
        """
}
