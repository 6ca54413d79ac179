import Basics

/// Escapes of kitty's graphics protocol: transmit-and-show a PNG, in chunks of 4096 base64 bytes.
///
/// Two ways to place it: at the cursor (the image then lives outside the text, and a curses redraw
/// or tmux does not know about it), or as Unicode placeholders — a virtual placement plus text cells
/// of U+10EEEE whose colour names the image and whose diacritics give row and column. Placeholders
/// are text, so they scroll, get overwritten and survive tmux like any other character.
public enum KittyGraphics {
    /// Transmits `png` as image `id` and shows it over `columns` x `rows` cells at the cursor, or as a
    /// virtual placement for placeholders. `q=2`: the terminal answers nothing.
    public static func transmit(png: [UInt8], id: UInt32, columns: Int, rows: Int, placeholder: Bool) -> String {
        let control = "a=T,f=100,t=d,i=\(id),c=\(columns),r=\(rows),q=2" + (placeholder ? ",U=1" : ",C=1")
        return String(decoding: chunks(png, control: control), as: UTF8.self)
    }

    /// Base64 bytes per chunk, the most the protocol allows; 3072 bytes of data fill one exactly.
    static let chunkSize = 4096

    /// `data` in base64 chunks, `control` on the first, `m=1` on all but the last: built as bytes in
    /// one buffer sized up front (cutting a base64 `String` by character index is slow).
    static func chunks(_ data: [UInt8], control: String) -> [UInt8] {
        let perChunk = chunkSize / 4 * 3
        var output: [UInt8] = []
        output.reserveCapacity(Base64.encodedCount(data.count) + (data.count / perChunk + 1) * 12 + control.utf8.count + 1)
        data.withUnsafeBufferPointer { bytes in
            var start = 0
            repeat {
                let end = min(bytes.count, start + perChunk)
                output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
                if start == 0 { output += Array((control + ",").utf8) }
                output += [UInt8(ascii: "m"), UInt8(ascii: "="), UInt8(ascii: end < bytes.count ? "1" : "0"), UInt8(ascii: ";")]
                Base64.append(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &output)
                output += [0x1B, UInt8(ascii: "\\")]
                start = end
            } while start < bytes.count
        }
        return output
    }

    /// The combining mark for row or column number `index` (nil past 99).
    public static func diacritic(_ index: Int) -> Unicode.Scalar? { KittyDiacritics.scalar(index) }

    /// Deletes image `id` and its data from the terminal's memory (`d=I`).
    public static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Deletes every image this program placed (`d=A`), for the exit path.
    public static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// The placeholder text for image `id`: one line per row (without line breaks), each cell U+10EEEE
    /// in the colour that encodes the id; the first cell of a row carries the row and column
    /// diacritics, the rest inherit them (column + 1).
    public static func placeholderRows(id: UInt32, columns: Int, rows: Int) -> [String] {
        let color = "\u{1B}[38;2;\(id >> 16 & 0xFF);\(id >> 8 & 0xFF);\(id & 0xFF)m"
        let cell = "\u{10EEEE}"
        return (0..<rows).map { row in
            let diacritic = KittyDiacritics.scalar(row).map { String($0) } ?? ""
            let first = cell + diacritic + (KittyDiacritics.scalar(0).map { String($0) } ?? "")
            return color + first + String(repeating: cell, count: max(0, columns - 1)) + "\u{1B}[39m"
        }
    }
}
