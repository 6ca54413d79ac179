import IconKit

extension LintContext {
    /// One icon dictionary of the Info.plist (in `CFBundleIcons`, then in `CFBundleIcons~ipad`).
    struct DeclaredIcon {
        var icon: IconDeclaration
        var subject: LintFinding.Subject
        /// The Info.plist that declares it.
        var file: String
    }

    /// The first app's icon dictionaries, primary first in each.
    func findDeclaredIcons() -> [DeclaredIcon] {
        let declaration = app.declaration
        var icons: [DeclaredIcon] = []
        for declared in [declaration.icons, declaration.iPadIcons].compactMap({ $0 }) {
            for icon in [declared.primary].compactMap({ $0 }) + declared.alternates {
                icons.append(DeclaredIcon(icon: icon, subject: subject(of: icon), file: declaration.infoPlistPath))
            }
        }
        return icons
    }
}
