import Basics
import Foundation

/// Reads a whole image file behind a size cap, so a decoder never allocates for a file larger than
/// an icon can be; the failures are the decoders' shared first line of defence. The file goes through
/// `RegularFile`: a FIFO among a bundle's layers is refused at once instead of blocking the read.
enum ImageFileBytes {
    static func read(path: String, maxSize: Int) throws(ImageDecodeError) -> Data {
        do {
            return try RegularFile.read(path: path, limit: maxSize)
        } catch .missing {
            throw ImageDecodeError(path: path, kind: .missing, detail: "no such file")
        } catch .tooLarge {
            throw ImageDecodeError(path: path, kind: .tooLarge, detail: "is larger than \(maxSize >> 20) MB, too large for an icon layer")
        } catch {
            throw ImageDecodeError(path: path, kind: .unreadable, detail: "cannot be read (\(error.reason))")
        }
    }
}
