import Basics
import IconKit
import TerminalArt

extension ChooserView {
    /// The box the modal state shows, if any: what the view draws and what clicks are tested against.
    static func popup(for state: ChooserState, theme: ChooserTheme) -> ChooserPopup? {
        switch state.modal {
        case .none: return nil
        case .confirm(let target, let button): return confirmPopup(state, theme, target: target, button: button)
        case .alert(let alert): return alertPopup(state, theme, alert)
        case .help: return helpPopup(theme)
        case .findings(let index): return findingsPopup(state, theme, index: index)
        case .makePrimary(let proposal, let button): return makePrimaryPopup(state, theme, proposal, button: button)
        }
    }

    static func confirmPopup(
        _ state: ChooserState, _ theme: ChooserTheme, target: Int, button: ChooserState.ConfirmButton
    ) -> ChooserPopup {
        let name = state.icons[target].name.map { "\u{201C}\($0)\u{201D}" } ?? "the primary icon"
        return ChooserPopup(
            lines: [.init(text: text("Change the app icon to \(name)?", theme), attributes: .bold)],
            buttons: [.init(title: "Cancel", selected: button == .cancel), .init(title: "Change", selected: button == .change)])
    }

    /// The alert after a change; its message and detail wrap (to at most 60 columns) rather than being
    /// cut, since the advice at their end is the part a person needs.
    static func alertPopup(_ state: ChooserState, _ theme: ChooserTheme, _ alert: ChooserState.Alert) -> ChooserPopup {
        let width = max(10, min(state.width - 6, 60))
        var lines: [ChooserPopup.Line] = []
        if let title = alert.title {
            lines.append(.init(text: text(title, theme), attributes: .bold, color: alert.isError ? theme.error : .default))
        }
        for line in TextWrap.lines(text(alert.message, theme), width: width) {
            lines.append(.init(text: line, attributes: alert.title == nil ? .bold : []))
        }
        if let detail = alert.detail {
            for line in TextWrap.lines(text(detail, theme), width: width) {
                lines.append(.init(text: line, attributes: theme.hasColor ? .dim : []))
            }
        }
        return ChooserPopup(lines: lines, buttons: [.init(title: SystemAlert.okButton, selected: true)])
    }

    /// Every key, in a left-aligned table.
    static func helpPopup(_ theme: ChooserTheme) -> ChooserPopup {
        let keys = [
            ("arrows, h j k l", "move"),
            ("Tab, Shift-Tab", "next, previous"),
            ("Home, End", "first, last"),
            ("PgUp, PgDn", "a screen up, down"),
            ("Enter, Space", "choose the icon"),
            ("r", "back to the primary icon"),
            ("p", "make the focused icon the project\u{2019}s primary"),
            ("!", "the focused icon\u{2019}s lint findings"),
            ("?", "these keys"),
            ("click, double-click", "focus, choose"),
            ("Ctrl-Z", "suspend (fg comes back)"),
            ("q, Esc, Ctrl-C", "quit"),
        ]
        let keyWidth = keys.map { TextWidth.columns(of: $0.0) }.max() ?? 0
        let lines = keys.map { key, meaning in
            ChooserPopup.Line(text: text(TextWidth.pad(key, toColumns: keyWidth) + "  " + meaning, theme))
        }
        return ChooserPopup(
            lines: [.init(text: "Keys", attributes: .bold)] + lines, buttons: [.init(title: "Close", selected: true)],
            leftAligned: true)
    }

    /// The `!` popup: the focused icon's findings, wrapped to the box, then a count of the app-wide ones.
    static func findingsPopup(_ state: ChooserState, _ theme: ChooserTheme, index: Int) -> ChooserPopup? {
        guard state.icons.indices.contains(index) else { return nil }
        let icon = state.icons[index]
        let width = max(20, min(state.width - 6, 76))
        let maxLines = max(1, state.height - 6)
        let title = text("Findings for \(icon.name.map { "\u{201C}\($0)\u{201D}" } ?? "the primary icon")", theme)
        var lines: [ChooserPopup.Line] = [.init(text: title, attributes: .bold)]
        if icon.findings.isEmpty { lines.append(.init(text: "No findings for this icon.")) }
        var body: [ChooserPopup.Line] = []
        for finding in icon.findings {
            let color: TerminalColor = finding.severity == .error ? theme.error : .default
            let wrapped = TextWrap.lines(text("\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]", theme), width: width)
            for (offset, line) in wrapped.enumerated() {
                body.append(.init(text: line, attributes: offset == 0 ? .bold : [], color: offset == 0 ? color : .default))
            }
        }
        if body.count > maxLines - 2 {
            let hidden = body.count - (maxLines - 3)
            body = Array(body.prefix(maxLines - 3)) + [.init(text: text("\u{2026} \(hidden) more lines: run iconpicker lint", theme))]
        }
        lines += body
        if !state.appFindings.isEmpty {
            let count = state.appFindings.count
            let line = text("and \(count) finding\(count == 1 ? "" : "s") about the app as a whole (iconpicker lint)", theme)
            lines.append(.init(text: line, attributes: theme.hasColor ? .dim : []))
        }
        return ChooserPopup(lines: lines, buttons: [.init(title: "Close", selected: true)], leftAligned: true)
    }

    /// The `p` popup: the files that change and the diff's changed lines, as many as the screen holds,
    /// then Make primary and Cancel.
    static func makePrimaryPopup(
        _ state: ChooserState, _ theme: ChooserTheme, _ proposal: PrimaryIconProposal, button: ChooserState.ConfirmButton
    ) -> ChooserPopup {
        let title = text("Make \u{201C}\(proposal.name)\u{201D} the project\u{2019}s primary icon?", theme)
        var lines: [ChooserPopup.Line] = [.init(text: title, attributes: .bold)]
        let width = max(20, min(state.width - 6, 96))
        let notes = proposal.notes.flatMap { TextWrap.lines(text("Note: " + $0, theme), width: width) }
            .map { ChooserPopup.Line(text: $0, color: theme.warning) }
        let maxLines = max(1, state.height - 7 - notes.count)
        var body = proposal.lines.map { line -> ChooserPopup.Line in
            let color: TerminalColor = line.hasPrefix("-") && !line.hasPrefix("---") ? theme.error : .default
            return .init(text: text(line, theme), attributes: line.hasPrefix("---") ? .bold : [], color: color)
        }
        if body.count > maxLines {
            let hidden = body.count - (maxLines - 1)
            body = Array(body.prefix(maxLines - 1)) + [.init(text: text("\u{2026} \(hidden) more lines", theme))]
        }
        lines += body + notes
        return ChooserPopup(
            lines: lines,
            buttons: [.init(title: "Make primary", selected: button == .change), .init(title: "Cancel", selected: button == .cancel)],
            leftAligned: true)
    }

    /// The index of the popup button under a screen cell, when a popup is open.
    public static func popupButton(atX x: Int, y: Int, in state: ChooserState) -> Int? {
        let theme = ChooserTheme(colorMode: state.colorMode, unicode: state.unicode)
        return popup(for: state, theme: theme)?.button(atX: x, y: y, screenWidth: state.width, screenHeight: state.height)
    }
}
