#if canImport(Glibc)
import Glibc
#endif

extension ScratchFolder {
    /// The removal of the folder with system calls alone: it runs in signal handlers, where a Swift
    /// string built or freed could call malloc while the interrupted code holds malloc's lock. The
    /// folder's path and the buffers for listing it are made beforehand (`prepare`, `target`).
    enum Removal {
        /// Bytes of directory entries read at a time, per level.
        static let listingSize = 8192
        /// Two listings: the folder's, and its app folder's (the only levels extraction makes).
        nonisolated(unsafe) static var listings: UnsafeMutableRawPointer?
        nonisolated(unsafe) static var folder: UnsafeMutablePointer<CChar>?
        /// Where `dirent`'s record length and name are, worked out before any handler needs them.
        nonisolated(unsafe) static var recordLengthOffset = 0
        nonisolated(unsafe) static var nameOffset = 0

        /// Allocates what a removal needs, and initializes every static it reads; called before any
        /// handler is installed.
        static func prepare() {
            _ = folder
            recordLengthOffset = MemoryLayout<dirent>.offset(of: \dirent.d_reclen) ?? 16
            nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
            if listings == nil { listings = UnsafeMutableRawPointer.allocate(byteCount: 2 * listingSize, alignment: 8) }
        }

        /// The folder to remove, as `mkdtemp` filled in its template.
        static func target(_ template: [CChar]) {
            free(folder)
            folder = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.flatMap { strdup($0) } }
        }

        static func run() {
            guard let folder, let listings else { return }
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 {
                empty(descriptor, depth: 1, listing: listings)
                close(descriptor)
            }
            rmdir(folder)
        }

        /// Removes every entry of the open folder, emptying subfolders first (`depth` levels down).
        /// Removing entries while listing may skip some, so it lists again until nothing is left.
        static func empty(_ descriptor: Int32, depth: Int, listing: UnsafeMutableRawPointer) {
            for _ in 0..<16 {
                guard lseek(descriptor, 0, SEEK_SET) == 0 else { return }
                var found = false
                var base: off_t = 0
                while true {
                    let count = getdirentries(descriptor, listing.assumingMemoryBound(to: CChar.self), listingSize, &base)
                    guard count > 0 else { break }
                    var offset = 0
                    while offset < count {
                        let entry = listing + offset
                        let name = (entry + nameOffset).assumingMemoryBound(to: CChar.self)
                        if !isDotOrDotDot(name) {
                            found = true
                            removeEntry(name, in: descriptor, depth: depth, listing: listing)
                        }
                        offset += Int(entry.load(fromByteOffset: recordLengthOffset, as: UInt16.self))
                    }
                }
                if !found { return }
            }
        }

        /// Unlinks a file, or empties and removes a folder when levels are left.
        static func removeEntry(_ name: UnsafePointer<CChar>, in descriptor: Int32, depth: Int, listing: UnsafeMutableRawPointer) {
            if unlinkat(descriptor, name, 0) == 0 || errno != EISDIR || depth == 0 { return }
            let inner = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if inner >= 0 {
                empty(inner, depth: depth - 1, listing: listing + listingSize)
                close(inner)
            }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        }

        static func isDotOrDotDot(_ name: UnsafePointer<CChar>) -> Bool {
            name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
        }
    }
}
