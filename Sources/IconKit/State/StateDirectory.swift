import Foundation

/// Where the remembered choices live.
///
/// In order: `--state-dir`, `ICONPICKER_STATE_DIR`, `$XDG_STATE_HOME/iconpicker`,
/// `~/.local/state/iconpicker` (the XDG base-directory rules: an empty or relative
/// `XDG_STATE_HOME` is ignored).
public enum StateDirectory {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let override = environment["ICONPICKER_STATE_DIR"], !override.isEmpty { return override }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return "\(xdg)/iconpicker" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.local/state/iconpicker"
    }
}
