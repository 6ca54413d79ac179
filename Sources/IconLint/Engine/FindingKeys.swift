import Basics
import Foundation

/// The set of finding keys `FindingCollector` has seen, with `Set<String>`'s answers (keys equal
/// when canonically equivalent) at a fraction of its cost for plain text.
///
/// A lint message holds “quotes”, so hashing it as a `String` normalises it scalar by scalar on
/// every insert and every resize, which dominates `lint` of thousands of alternates. Keys made only of
/// characters with no other canonical form that never combine (`PlainText.isPlain`, and the U+001F
/// separator) are canonically equivalent exactly when their bytes are equal, so while every key is
/// such text they are kept by bytes. The first other key moves every key into a `Set<String>`, which
/// then answers for all of them.
struct FindingKeys {
    private var plain: Set<PlainKey> = []
    private var canonical: Set<String> = []
    /// True once a key that is not plain text was added: from then on `canonical` holds every key.
    private var isCanonical = false

    /// Adds the key made of `parts`; false when an equivalent key was there already.
    mutating func insert(_ parts: [String]) -> Bool {
        let key = parts.joined(separator: "\u{1F}")
        if !isCanonical, parts.allSatisfy(PlainText.isPlain) {
            return plain.insert(PlainKey(key)).inserted
        }
        if !isCanonical {
            isCanonical = true
            canonical = Set(plain.map(\.text))
            plain = []
        }
        return canonical.insert(key).inserted
    }

    /// A key compared and hashed by its UTF-8 bytes. The hash is worked out once: a set compares
    /// the keys it probes and rehashes them all when it grows, and most probes end at the hash.
    private struct PlainKey: Hashable {
        let text: String
        private let digest: Int

        init(_ text: String) {
            var text = text
            var hasher = Hasher()
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            self.text = text
            self.digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        static func == (lhs: PlainKey, rhs: PlainKey) -> Bool {
            guard lhs.digest == rhs.digest, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            var left = lhs.text
            var right = rhs.text
            return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
        }
    }
}
