/// iTerm2's inline image escape (OSC 1337 File): a whole PNG, base64, sized in cells.
public enum ITermGraphics {
    /// Shows `png` over `columns` x `rows` cells at the cursor; the cursor ends below the picture.
    public static func inline(png: [UInt8], columns: Int, rows: Int) -> String {
        let head = "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
        var output: [UInt8] = []
        output.reserveCapacity(head.utf8.count + Base64.encodedCount(png.count) + 1)
        output += Array(head.utf8)
        png.withUnsafeBufferPointer { Base64.append($0, to: &output) }
        output.append(0x07)
        return String(decoding: output, as: UTF8.self)
    }
}
