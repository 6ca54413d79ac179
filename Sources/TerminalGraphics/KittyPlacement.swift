/// kitty's graphics protocol without Unicode placeholders (kitty before 0.28 has none): an image is
/// transmitted once under its id (`a=t`, nothing shown), then placed at the cursor as often as needed
/// (`a=p`). A placement with the same image and placement id replaces the previous one, so placing
/// again after every frame moves it rather than adding a copy. `C=1` leaves the cursor where it was;
/// `q=2` keeps the terminal from answering.
public enum KittyPlacement {
    /// Sends `png` as image `id` without showing it, in chunks of 4096 base64 bytes (the chunker
    /// `KittyGraphics` sends every picture with).
    public static func transmit(png: [UInt8], id: UInt32) -> String {
        String(decoding: KittyGraphics.chunks(png, control: "a=t,f=100,t=d,i=\(id),q=2"), as: UTF8.self)
    }

    /// Shows image `id` at the cursor as placement `placement`, replacing that placement wherever it
    /// was: scaled to `cells` (columns, rows) when given, else at its own pixel size, starting `offset`
    /// pixels into the cursor's cell (each less than a cell).
    public static func place(
        id: UInt32, placement: UInt32 = 1, cells: (columns: Int, rows: Int)? = nil, offset: (x: Int, y: Int) = (0, 0)
    ) -> String {
        var control = "a=p,i=\(id),p=\(placement)"
        if let cells { control += ",c=\(cells.columns),r=\(cells.rows)" }
        if offset.x > 0 { control += ",X=\(offset.x)" }
        if offset.y > 0 { control += ",Y=\(offset.y)" }
        return "\u{1B}_G" + control + ",C=1,q=2\u{1B}\\"
    }

    /// Removes placement `placement` of image `id` from the screen and keeps the image (`d=i`,
    /// lower case), so it can be placed again without sending it again.
    public static func remove(id: UInt32, placement: UInt32 = 1) -> String {
        "\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\"
    }

    /// Removes every placement on the screen and keeps the images (`d=a`, lower case).
    public static let removeAll = "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"
}
