import Foundation

/// Text snapshots stored beside the tests (`Snapshots/<name>.txt`).
/// `ICONPICKER_RECORD_SNAPSHOTS=1 make test` rewrites them from the current output.
public enum Snapshot {
    /// Returns nil when `actual` matches the stored snapshot (or was just recorded), else a message with both.
    public static func mismatch(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let file = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["ICONPICKER_RECORD_SNAPSHOTS"] == "1" || !FileManager.default.fileExists(atPath: file.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: file)
            return ProcessInfo.processInfo.environment["CI"] == "true"
                ? "snapshot \(name) was missing and has been recorded; commit it" : nil
        }
        let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard expected != actual else { return nil }
        return "snapshot \(name) differs (re-record with ICONPICKER_RECORD_SNAPSHOTS=1)\n--- expected\n\(expected)\n--- actual\n\(actual)"
    }
}
