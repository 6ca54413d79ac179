/// The texts iOS shows around an icon change, reproduced exactly (curly quotes included).
public enum SystemAlert {
    /// The alert after every successful change; the app cannot suppress it.
    public static func iconChanged(appName: String) -> String {
        "You have changed the icon for \u{201C}\(appName)\u{201D}."
    }

    /// The single button of that alert.
    public static let okButton = "OK"

    /// iconpicker's own note when the requested icon is already showing (iOS would alert anyway).
    public static func alreadyCurrent(iconName: String?, appName: String) -> String {
        if let iconName {
            return "\u{201C}\(iconName)\u{201D} is already the icon of \u{201C}\(appName)\u{201D}; nothing changed."
        }
        return "The primary icon is already the icon of \u{201C}\(appName)\u{201D}; nothing changed."
    }
}
