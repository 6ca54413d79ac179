import Basics
import CNcurses

/// ncurses key codes and characters → the chooser's keys. Enter arrives as 10 or 13 more often
/// than as KEY_ENTER, so all three are accepted.
public enum KeyDecoder {
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
