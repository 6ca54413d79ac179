import Foundation

/// iTerm2's inline image escape (OSC 1337 File): a whole PNG, base64, sized in cells.
public enum ITermGraphics {
    /// Shows `png` over `columns` x `rows` cells at the cursor; the cursor ends below the picture.
    public static func inline(png: [UInt8], columns: Int, rows: Int) -> String {
        let payload = Data(png).base64EncodedString()
        return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + payload + "\u{07}"
    }
}
