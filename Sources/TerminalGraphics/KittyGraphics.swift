import Basics
import Foundation

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
        let payload = Data(png).base64EncodedString()
        let control = "a=T,f=100,t=d,i=\(id),c=\(columns),r=\(rows),q=2" + (placeholder ? ",U=1" : ",C=1")
        var result = ""
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            result += "\u{1B}_G" + (first ? control + ",m=\(more)" : "m=\(more)") + ";" + payload[start..<end] + "\u{1B}\\"
            first = false
            start = end
        } while start < payload.endIndex
        return result
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
