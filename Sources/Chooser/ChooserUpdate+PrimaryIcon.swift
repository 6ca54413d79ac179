import Basics

/// The `p` key: make the focused alternate the project's primary icon. The runtime plans the change,
/// the popup shows it and asks, and only then is it written; the app on the device is left alone.
extension ChooserUpdate {
    static func askToMakePrimary(_ state: inout ChooserState) -> [ChooserEffect] {
        if let reason = state.primaryChangeRefusal {
            state.status = reason
            return []
        }
        guard state.icons.indices.contains(state.focus), let name = state.icons[state.focus].name else {
            state.status = "That is the primary icon already: focus an alternate to make it the primary."
            return []
        }
        guard !state.changeInProgress else {
            state.status = "A change is still in progress."
            return []
        }
        state.changeInProgress = true
        state.status = "Planning the change\u{2026}"
        return [.planPrimaryIcon(name)]
    }

    /// The answers of the runtime about the change.
    static func primaryIconEvent(_ state: inout ChooserState, _ event: ChooserEvent) {
        state.changeInProgress = false
        state.status = nil
        switch event {
        case .primaryIconPlanned(let proposal):
            state.modal = .makePrimary(proposal, button: .change)
        case .primaryIconChanged(let name, let files):
            let message = "\u{201C}\(name)\u{201D} is now the primary icon of the project; rebuild the app to see it."
            state.modal = .alert(.init(title: nil, message: message, detail: "Changed " + files.joined(separator: ", "), isError: false))
        case .primaryIconFailed(let message):
            state.modal = .alert(.init(title: "The primary icon was not changed", message: message, detail: nil, isError: true))
        default:
            break
        }
    }

    /// The popup's keys, as the confirmation's (`ConfirmKey`).
    static func confirmPrimary(
        _ state: inout ChooserState, key: Key, proposal: PrimaryIconProposal, button: ChooserState.ConfirmButton
    ) -> [ChooserEffect] {
        switch ConfirmKey(key, button: button) {
        case .moved(let other): state.modal = .makePrimary(proposal, button: other)
        case .cancelled: cancelPopup(&state)
        case .quit: return [.quit]
        case .accepted:
            state.modal = .none
            state.changeInProgress = true
            state.status = "Writing the change\u{2026}"
            return [.makePrimaryIcon(proposal.name)]
        case .ignored: break
        }
        return []
    }
}
