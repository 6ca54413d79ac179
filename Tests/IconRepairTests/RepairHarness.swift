import Foundation
import IconKit
import IconLint
import IconRepair
import ProjectEditing
import TestSupport

/// Runs a fix the way `iconpicker fix` does on an app written in a temporary folder: load, lint, plan,
/// write, then load and lint again.
struct RepairHarness {
    struct Outcome {
        var plan: RepairPlan
        /// The plan's diff, paths relative to the folder.
        var diff: String
        var before: LintReport
        var after: LintReport
    }

    let folder: TemporaryFolder

    func run(_ input: String, rules: Set<RuleID> = []) throws -> Outcome {
        let path = folder.path + "/" + input
        let apps = try TestApp.loadEveryConfiguration(path)
        let before = Linter().lint(configurations: apps)
        let app = try requireApp(apps.first)
        let plan = RepairPlanner().plan(app: app, report: before, requested: rules)
        let diff = plan.changeSet.unifiedDiff(relativeTo: folder.path)
        try ChangeWriter().apply(plan.changeSet)
        let after = Linter().lint(configurations: try TestApp.loadEveryConfiguration(path))
        return Outcome(plan: plan, diff: diff, before: before, after: after)
    }

    struct NoApp: Error {}
}

private func requireApp(_ app: LoadedApp?) throws -> LoadedApp {
    guard let app else { throw RepairHarness.NoApp() }
    return app
}

/// An Info.plist as Xcode writes it: tabs, the XML header and DOCTYPE, `body` inside the root dict.
func xcodePlist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)</dict>
    </plist>

    """
}

/// A legacy app whose icons are loose files named in `App/Info.plist`: `dark` and `light` alternates for
/// iPhone and iPad, the iPad dictionary given by `iPadAlternates` (the entries inside its
/// `CFBundleAlternateIcons`), and `extra` lines at the end of the root dictionary.
func writeLegacyApp(in folder: TemporaryFolder, iPadAlternates: String, darkExtra: String = "") {
    func entry(_ name: String, _ files: [String], indent: String, extra: String = "") -> String {
        "\(indent)<key>\(name)</key>\n\(indent)<dict>\n\(indent)\t<key>CFBundleIconFiles</key>\n\(indent)\t<array>\n"
            + files.map { "\(indent)\t\t<string>\($0)</string>\n" }.joined() + "\(indent)\t</array>\n\(extra)\(indent)</dict>\n"
    }
    let body =
        "\t<key>CFBundleIcons</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n"
        + entry("dark", ["dark-60"], indent: "\t\t\t", extra: darkExtra) + entry("light", ["light-60"], indent: "\t\t\t")
        + "\t\t</dict>\n" + entry("CFBundlePrimaryIcon", ["AppIcon60x60"], indent: "\t\t") + "\t</dict>\n"
        + "\t<key>CFBundleIcons~ipad</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n" + iPadAlternates
        + "\t\t</dict>\n"
        + entry("CFBundlePrimaryIcon", ["AppIcon60x60", "AppIcon76x76", "AppIcon83.5x83.5"], indent: "\t\t") + "\t</dict>\n"
        + "\t<key>CFBundleIdentifier</key>\n\t<string>com.example.app</string>\n\t<key>CFBundleName</key>\n\t<string>App</string>\n"
        + "\t<key>UIDeviceFamily</key>\n\t<array>\n\t\t<integer>1</integer>\n\t\t<integer>2</integer>\n\t</array>\n"
    folder.write("App/Info.plist", text: xcodePlist(body))
    for name in ["AppIcon", "dark", "light"] {
        let phone = name == "AppIcon" ? "AppIcon60x60" : "\(name)-60"
        let pad = name == "AppIcon" ? "AppIcon76x76" : "\(name)-76"
        let pro = name == "AppIcon" ? "AppIcon83.5x83.5" : "\(name)-83.5"
        folder.write("App/\(phone)@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("App/\(phone)@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("App/\(pad)~ipad.png", PNGFixture.solid(width: 76, height: 76))
        folder.write("App/\(pad)@2x~ipad.png", PNGFixture.solid(width: 152, height: 152))
        folder.write("App/\(pro)@2x~ipad.png", PNGFixture.solid(width: 167, height: 167))
    }
}

/// The `~ipad` entry of an alternate as `writeLegacyApp` takes it.
func iPadEntry(_ name: String, _ files: [String]) -> String {
    "\t\t\t<key>\(name)</key>\n\t\t\t<dict>\n\t\t\t\t<key>CFBundleIconFiles</key>\n\t\t\t\t<array>\n"
        + files.map { "\t\t\t\t\t<string>\($0)</string>\n" }.joined() + "\t\t\t\t</array>\n\t\t\t</dict>\n"
}
