/// A mouse report in xterm's SGR encoding (mode 1006): `ESC [ < button ; column ; row M` for a press,
/// `m` for a release, columns and rows from 1 and written in decimal. The older X10 encoding sends
/// each as one byte of 32 + n, so no click past column 223 can be told; this one has no such limit.
///
/// ncurses decodes SGR reports itself only where the terminfo entry's `kmous` is `ESC [ <`
/// (xterm-256color); elsewhere (tmux-256color's `kmous` is X10's `ESC [ M`) the chooser turns mode
/// 1006 on and reads the reports here, from the characters ncurses hands over.
public struct MouseReport: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// A button went down: 0 left, 1 middle, 2 right.
        case press(button: Int)
        case release(button: Int)
        /// The wheel turned: -1 up (towards the top), +1 down.
        case wheel(rows: Int)
        /// The pointer moved with a button held, or anything else the chooser has no use for.
        case other
    }

    public var action: Action
    /// The cell, counted from 0 as curses counts.
    public var x: Int
    public var y: Int

    public init(action: Action, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }

    /// The report in the characters after the Escape (`[<0;250;5M`), or nil when they are not one.
    /// Each number has at most five digits: a pasted run of digits must not overflow.
    public static func parse(sgr tail: [UInt32]) -> MouseReport? {
        guard tail.count >= 3, tail[0] == 0x5B, tail[1] == 0x3C, let final = tail.last, final == 0x4D || final == 0x6D else {
            return nil
        }
        var numbers: [Int] = []
        var digits = 0
        var value = 0
        for code in tail[2..<(tail.count - 1)] {
            if code == 0x3B {
                guard digits > 0 else { return nil }
                numbers.append(value)
                (value, digits) = (0, 0)
            } else if (0x30...0x39).contains(code), digits < 5 {
                value = value * 10 + Int(code - 0x30)
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        numbers.append(value)
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return MouseReport(action: action(code: numbers[0], pressed: final == 0x4D), x: numbers[1] - 1, y: numbers[2] - 1)
    }

    /// What the button code means: its low two bits are the button, 32 marks motion and 64 the
    /// wheel (64 up, 65 down); 4, 8 and 16 are Shift, Meta and Control, which change nothing here.
    static func action(code: Int, pressed: Bool) -> Action {
        let button = code & 3
        // 128 and up: buttons 8 to 11 (back, forward), which the chooser does not use.
        guard code & 128 == 0 else { return .other }
        if code & 64 != 0 {
            guard pressed, button < 2 else { return .other }
            return .wheel(rows: button == 0 ? -1 : 1)
        }
        guard code & 32 == 0, button < 3 else { return .other }
        return pressed ? .press(button: button) : .release(button: button)
    }
}
