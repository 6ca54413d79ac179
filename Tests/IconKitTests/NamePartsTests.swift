import Basics
import Testing

@testable import IconKit

/// A name hashed in its parts hashes as the whole name does, and is spelled only by that name.
@Suite struct NamePartsTests {
    @Test func partsHashAndSpellAsTheWholeName() {
        var stem = "Alternate001"
        var suffix = "@2x~ipad"
        var fileExtension = "png"
        var whole = "Alternate001@2x~ipad.png"
        let wholeHash = whole.withUTF8 { FNV1a.hash($0) }
        stem.withUTF8 { stem in
            suffix.withUTF8 { suffix in
                fileExtension.withUTF8 { fileExtension in
                    let parts = NameParts(stem: stem, suffix: suffix, fileExtension: fileExtension)
                    #expect(parts.hash == wholeHash)
                    #expect(parts.hash(afterStem: FNV1a.hash(stem)) == wholeHash)
                    #expect(parts.spell("Alternate001@2x~ipad.png"))
                    #expect(!parts.spell("Alternate001@2x~ipad.PNG"))
                    #expect(!parts.spell("Alternate001@2x~ipad.png2"))
                    #expect(!parts.spell("Alternate001@2x~ipadXpng"))
                }
            }
        }
    }
}
