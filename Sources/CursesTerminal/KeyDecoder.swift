import Basics
import CNcurses

/// ncurses key codes and characters → the chooser's keys. Enter arrives as 10 or 13 more often
/// than as KEY_ENTER, so all three are accepted.
///
/// Input is decoded a batch at a time (`decode(batch:)`): everything that had arrived when the
/// chooser looked, so a paste or a runaway terminal reply costs one pass and one frame, not a read,
/// an update and a redraw per byte (a large paste would delay `q` by seconds).
public enum KeyDecoder {
    /// One result of `wget_wch`: a character, or a key code (KEY_CODE_YES).
    public enum Raw: Equatable, Sendable {
        case character(UInt32)
        case functionKey(Int32)
    }

    /// The inputs a batch holds, in order. An Escape takes what follows it as its sequence
    /// (`EscapeSequence`), as far as the batch goes; Ctrl-Z asks to suspend; unbound codes are dropped.
    public static func decode(batch: [Raw]) -> [CursesScreen.Input] {
        var inputs: [CursesScreen.Input] = []
        var index = 0
        while index < batch.count {
            let raw = batch[index]
            index += 1
            switch raw {
            case .character(27):
                let (tail, next) = escapeTail(batch, from: index)
                index = next
                switch EscapeSequence.decode(tail) {
                case .key(let key): inputs.append(.key(key))
                case .escape: inputs.append(.key(.escape))
                case .mouse(let report): inputs += input(report)
                case .ignored: break
                }
            case .character(26):
                inputs.append(.suspendRequested)
            case .character(let code):
                if let key = decode(code, isFunctionKey: false) { inputs.append(.key(key)) }
            case .functionKey(let code):
                if let key = decode(UInt32(bitPattern: code), isFunctionKey: true) { inputs.append(.key(key)) }
            }
        }
        return inputs
    }

    /// What the chooser takes from a mouse report: a press of the first button (a click; whether it is
    /// a double click is the screen's to tell) and turns of the wheel.
    static func input(_ report: MouseReport) -> [CursesScreen.Input] {
        switch report.action {
        case .press(button: 0): return [.click(x: report.x, y: report.y, double: false)]
        case .wheel(let rows): return [.scroll(rows: rows)]
        case .press, .release, .other: return []
        }
    }

    /// Where the Escape is whose sequence the batch cuts short, if one is (searched from `start`, a
    /// known input boundary): more should be waited for briefly, since a lone Escape is the Escape
    /// key only once nothing follows it.
    public static func openEscape(in batch: [Raw], from start: Int = 0) -> Int? {
        var index = start
        while index < batch.count {
            let raw = batch[index]
            index += 1
            guard raw == .character(27) else { continue }
            let (tail, next) = escapeTail(batch, from: index)
            if next == batch.count {
                let open = tail != [0] && tail.count < EscapeSequence.maxLength && !EscapeSequence.isComplete(tail)
                return open ? index - 1 : nil
            }
            index = next
        }
        return nil
    }

    /// The characters after an Escape up to the end of its sequence, and where decoding goes on. A
    /// key code after an Escape (Alt+→, which ncurses decoded) ends it as nothing the chooser acts on.
    static func escapeTail(_ batch: [Raw], from start: Int) -> (tail: [UInt32], next: Int) {
        var tail: [UInt32] = []
        var index = start
        while index < batch.count && tail.count < EscapeSequence.maxLength && !EscapeSequence.isComplete(tail) {
            guard case .character(let code) = batch[index] else { return ([0], index + 1) }
            tail.append(code)
            index += 1
        }
        return (tail, index)
    }

    /// `code` as `wget_wch` returned it; `isFunctionKey` when it returned KEY_CODE_YES.
    public static func decode(_ code: UInt32, isFunctionKey: Bool) -> Key? {
        if isFunctionKey {
            switch Int32(code) {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_BTAB: return .backTab
            case KEY_ENTER: return .enter
            default: return nil
            }
        }
        switch code {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 32: return .space
        case 3: return .controlC
        default:
            guard code >= 32, code != 127, let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}
