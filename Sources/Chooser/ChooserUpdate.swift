import Basics
import IconKit

/// The chooser's only logic: an event changes the state and may ask for effects.
///
/// Pure and synchronous, so every behaviour (navigation, scrolling, popups, alerts) is tested by
/// feeding events and looking at the state and the view.
public enum ChooserUpdate {
    public static func update(_ state: inout ChooserState, _ event: ChooserEvent) -> [ChooserEffect] {
        switch event {
        case .key(let key):
            state.status = nil
            switch state.modal {
            case .none: return navigate(&state, key)
            case .help, .findings:
                if key == .controlC { return [.quit] }
                state.modal = .none
                return []
            case .alert:
                switch key {
                case .enter, .space, .escape, .character("q"), .character("o"): state.modal = .none
                case .controlC: return [.quit]
                default: break
                }
                return []
            case .confirm(let target, let button):
                return confirm(&state, key: key, target: target, button: button)
            case .makePrimary(let proposal, let button):
                return confirmPrimary(&state, key: key, proposal: proposal, button: button)
            }
        case .click(let x, let y, let double):
            guard state.modal == .none else { return clickPopup(&state, x: x, y: y) }
            guard let index = state.layout.index(atX: x, y: y, scrollRow: state.scrollRow, count: state.icons.count) else {
                return []
            }
            state.status = nil
            state.focus = index
            // A new focus may need its preview.
            return double ? choose(&state, index: index) : scrollToFocus(&state)
        case .scroll(let rows):
            guard state.modal == .none else { return [] }
            return scroll(&state, rows: rows)
        case .resize(let width, let height):
            state.width = width
            state.height = height
            return scrollToFocus(&state)
        case .artLoaded(let index, let size, let art):
            state.art[.init(index: index, size: size)] = .ready(art)
            return []
        case .artFailed(let index, let size, let reason):
            state.art[.init(index: index, size: size)] = .failed(reason)
            return []
        case .findingsLoaded(let perIcon, let appWide):
            for (index, findings) in zip(state.icons.indices, perIcon) { state.icons[index].findings = findings }
            state.appFindings = appWide
            state.findingCount = perIcon.reduce(appWide.count) { $0 + $1.count }
            return []
        case .changeFinished(let result):
            finishChange(&state, result)
            return []
        case .primaryIconPlanned, .primaryIconChanged, .primaryIconFailed:
            primaryIconEvent(&state, event)
            return []
        }
    }

    /// The manager's answer: the alert, the error, or a status line.
    static func finishChange(_ state: inout ChooserState, _ result: ChangeResult) {
        state.changeInProgress = false
        // "Changing the icon…" is over whatever the outcome; the alert or the new status says how.
        state.status = nil
        switch result {
        case .changed(let name):
            state.current = name
            state.modal = .alert(
                .init(title: nil, message: SystemAlert.iconChanged(appName: state.appName), detail: nil, isError: false))
        case .alreadyCurrent:
            state.status = "That icon is already the current one."
        case .failed(let message, let detail):
            state.modal = .alert(.init(title: "The icon could not be changed", message: message, detail: detail, isError: true))
        }
    }

    /// A click while a popup is open: on a button it does what pressing that button does; elsewhere
    /// nothing (the popup stays until answered).
    static func clickPopup(_ state: inout ChooserState, x: Int, y: Int) -> [ChooserEffect] {
        guard let button = ChooserView.popupButton(atX: x, y: y, in: state) else { return [] }
        if case .confirm(let target, _) = state.modal {
            state.modal = .confirm(target: target, button: button == 0 ? .cancel : .change)
        }
        if case .makePrimary(let proposal, _) = state.modal {
            state.modal = .makePrimary(proposal, button: button == 0 ? .change : .cancel)
        }
        return update(&state, .key(.enter))
    }

    static func navigate(_ state: inout ChooserState, _ key: Key) -> [ChooserEffect] {
        let count = state.icons.count
        guard count > 0 else { return key == .character("q") || key == .escape || key == .controlC ? [.quit] : [] }
        let layout = state.layout
        let columns = max(1, layout.columns)
        let page = columns * max(1, layout.visibleRows)
        switch key {
        case .right, .character("l"), .tab: state.focus = (state.focus + 1) % count
        case .left, .character("h"), .backTab: state.focus = (state.focus - 1 + count) % count
        case .down, .character("j"):
            if state.focus + columns < count {
                state.focus += columns
            } else if state.focus / columns < (count - 1) / columns {
                state.focus = count - 1  // the last row is short: land on its last icon
            }
        case .up, .character("k"):
            if state.focus - columns >= 0 { state.focus -= columns }
        case .home: state.focus = 0
        case .end: state.focus = count - 1
        case .pageDown: state.focus = min(count - 1, state.focus + page)
        case .pageUp: state.focus = max(0, state.focus - page)
        case .enter, .space: return choose(&state, index: state.focus)
        case .character("r"): return choose(&state, index: 0)
        case .character("?"): state.modal = .help
        case .character("!"): state.modal = .findings(index: state.focus)
        case .character("p"): return askToMakePrimary(&state)
        case .character("q"), .escape, .controlC: return [.quit]
        default: return []
        }
        return scrollToFocus(&state)
    }

    static func choose(_ state: inout ChooserState, index: Int) -> [ChooserEffect] {
        guard state.supportsAlternateIcons else {
            state.status = "\(state.appName) declares no alternate icons for \(state.idiomName), so the icon cannot be changed."
            return []
        }
        guard !state.changeInProgress else {
            state.status = "A change is still in progress."
            return []
        }
        if state.icons[index].name == state.current {
            state.status = "\u{201C}\(state.icons[index].label)\u{201D} is already the current icon."
            return []
        }
        state.modal = .confirm(target: index, button: .change)
        return []
    }

    static func confirm(_ state: inout ChooserState, key: Key, target: Int, button: ChooserState.ConfirmButton) -> [ChooserEffect] {
        switch ConfirmKey(key, button: button) {
        case .moved(let other): state.modal = .confirm(target: target, button: other)
        case .cancelled: cancelPopup(&state)
        case .quit: return [.quit]
        case .accepted:
            state.modal = .none
            state.changeInProgress = true
            state.status = "Changing the icon\u{2026}"
            return [.setIcon(state.icons[target].name)]
        case .ignored: break
        }
        return []
    }

    /// What a key does in a two-button popup (the icon change's and the primary icon's): arrows and Tab
    /// move between the buttons, Enter or Space presses one, Escape or q cancels, Control-C quits.
    enum ConfirmKey: Equatable {
        case moved(to: ChooserState.ConfirmButton)
        case cancelled
        case quit
        case accepted
        case ignored

        init(_ key: Key, button: ChooserState.ConfirmButton) {
            switch key {
            case .left, .right, .tab, .backTab, .character("h"), .character("l"): self = .moved(to: button == .cancel ? .change : .cancel)
            case .escape, .character("q"): self = .cancelled
            case .controlC: self = .quit
            case .enter, .space: self = button == .change ? .accepted : .cancelled
            default: self = .ignored
            }
        }
    }

    static func cancelPopup(_ state: inout ChooserState) {
        state.modal = .none
        state.status = "Nothing changed."
    }

    /// The chooser opening: the focused icon (the current one) scrolled into view before the first
    /// frame, and the art that frame needs. The state's initial scroll position is the top, which
    /// left an app's current icon past the first rows off screen until a key moved the focus.
    public static func open(_ state: inout ChooserState) -> [ChooserEffect] {
        scrollToFocus(&state)
    }

    /// The wheel: the grid moves by whole rows, as far as its ends; the focus keeps its column and
    /// follows onto the rows now on screen, so the next key does not jump back.
    static func scroll(_ state: inout ChooserState, rows: Int) -> [ChooserEffect] {
        let layout = state.layout
        guard let size = layout.tileSize, layout.columns > 0, !state.icons.isEmpty else { return [] }
        let top = min(max(0, state.scrollRow + rows), max(0, layout.totalRows - layout.visibleRows))
        guard top != state.scrollRow else { return [] }
        state.scrollRow = top
        let row = state.focus / layout.columns
        let shownRow = min(max(row, top), top + layout.visibleRows - 1)
        if shownRow != row {
            state.focus = min(state.icons.count - 1, shownRow * layout.columns + state.focus % layout.columns)
        }
        return artRequests(&state, size: size)
    }

    /// Keeps the focused tile on screen and asks for the art of what became visible.
    static func scrollToFocus(_ state: inout ChooserState) -> [ChooserEffect] {
        let layout = state.layout
        guard let size = layout.tileSize, layout.columns > 0 else { return [] }
        state.focus = min(max(0, state.focus), max(0, state.icons.count - 1))
        let row = state.focus / layout.columns
        if row < state.scrollRow { state.scrollRow = row }
        if row >= state.scrollRow + layout.visibleRows { state.scrollRow = row - layout.visibleRows + 1 }
        state.scrollRow = min(state.scrollRow, max(0, layout.totalRows - layout.visibleRows))
        return artRequests(&state, size: size)
    }

    /// The visible icons without art at this size, then one row either side (so scrolling finds
    /// them ready); nothing else is decoded.
    public static func artRequests(_ state: inout ChooserState, size: TileSize) -> [ChooserEffect] {
        let layout = state.layout
        let visible = layout.visibleIndices(scrollRow: state.scrollRow, count: state.icons.count)
        let before = max(0, visible.lowerBound - layout.columns)..<visible.lowerBound
        let after = visible.upperBound..<min(state.icons.count, visible.upperBound + layout.columns)
        var wanted: [Int] = []
        for index in Array(visible) + Array(after) + Array(before) {
            let key = ChooserState.ArtKey(index: index, size: size)
            if state.art[key] == nil && !state.requested.contains(key) {
                state.requested.insert(key)
                wanted.append(index)
            }
        }
        var effects: [ChooserEffect] = wanted.isEmpty ? [] : [.loadArt(indices: wanted, size: size)]
        // The preview: the focused icon at the largest size, first of all.
        let preview = ChooserState.ArtKey(index: state.focus, size: .huge)
        if layout.previewOrigin != nil, state.icons.indices.contains(state.focus), state.art[preview] == nil,
            !state.requested.contains(preview)
        {
            state.requested.insert(preview)
            effects.insert(.loadArt(indices: [state.focus], size: .huge), at: 0)
        }
        return effects
    }

    /// Every icon not yet asked for at the current tile size, to decode in the background once the
    /// first screen is up, so scrolling later finds the art ready.
    public static func prefetchRequests(_ state: inout ChooserState) -> [ChooserEffect] {
        guard let size = state.layout.tileSize else { return [] }
        var wanted: [Int] = []
        for index in state.icons.indices {
            let key = ChooserState.ArtKey(index: index, size: size)
            if state.art[key] == nil && !state.requested.contains(key) {
                state.requested.insert(key)
                wanted.append(index)
            }
        }
        return wanted.isEmpty ? [] : [.prefetchArt(indices: wanted, size: size)]
    }
}
