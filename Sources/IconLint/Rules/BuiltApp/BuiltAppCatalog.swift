import Foundation
import IconKit

/// What the built-app rules share: the compiled catalog of the app linted (a built app whose
/// `Assets.car` was read), the icons its Info.plist declares, and the devices the build targets.
enum BuiltAppCatalog {
    /// The catalog, when the app is built and its `Assets.car` was read.
    static func of(_ context: LintContext) -> BuiltCatalog? {
        context.app.isBuiltApp ? context.app.compiledCatalog : nil
    }

    /// A built app without any `Assets.car` (one that could not be read is `compiled-catalog-unreadable`'s).
    static func isAbsent(_ context: LintContext) -> Bool {
        context.app.isBuiltApp && context.app.compiledCatalog == nil
            && !context.app.diagnostics.contains { $0.kind == .compiledCatalogUnreadable }
    }

    /// The primary icon `idiom` shows: `CFBundleIcons~ipad`'s on iPad when it declares one.
    static func primary(_ declaration: AppDeclaration, on idiom: Idiom) -> IconDeclaration? {
        (idiom == .ipad ? declaration.iPadIcons?.primary : nil) ?? declaration.icons?.primary
    }

    /// The devices the build targets (`UIDeviceFamily`), iPhone when it says nothing.
    static func families(_ declaration: AppDeclaration) -> [Idiom] {
        Idiom.allCases.filter((declaration.deviceFamilies ?? [.iphone]).contains)
    }

    /// Every icon both dictionaries declare.
    static func declaredIcons(_ declaration: AppDeclaration) -> [IconDeclaration] {
        [declaration.icons, declaration.iPadIcons].compactMap { $0 }.flatMap { [$0.primary].compactMap { $0 } + $0.alternates }
    }

    /// "1.4 MB", "76 kB", for messages.
    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : "\(max(1, (bytes + 500) / 1000)) kB"
    }
}
