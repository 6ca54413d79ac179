/// A key press, decoded from whatever the terminal sent.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case tab, backTab
    case home, end, pageUp, pageDown
    case enter, space, escape
    case controlC
    case character(Character)
}
