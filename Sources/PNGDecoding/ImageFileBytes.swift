import Foundation

/// Reads a whole image file behind a size cap, so a decoder never allocates for a file larger than
/// an icon can be; the failures are the decoders' shared first line of defence.
enum ImageFileBytes {
    static func read(path: String, maxSize: Int) throws(ImageDecodeError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ImageDecodeError(path: path, kind: .missing, detail: "no such file")
            }
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxSize + 1) ?? Data()
        } catch {
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= maxSize else {
            throw ImageDecodeError(path: path, kind: .tooLarge, detail: "is larger than \(maxSize >> 20) MB, too large for an icon layer")
        }
        return data
    }
}
