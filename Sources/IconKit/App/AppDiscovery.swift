import Foundation

/// What a command with no PATH reads: the app in the current folder, when it holds one.
///
/// A folder holds an app when it (or a folder up to three levels below, see `ProjectLocator`)
/// holds an Xcode project or workspace, when it holds one built `.app` or `.ipa`, or when an
/// Info.plist in it or below declares icons. In a Swift package's checkout only an Xcode project
/// counts (an example app's), not the plists among its resources and tests: iconpicker's own
/// checkout, where `make run` starts, holds none, so the demo opens (and it is recognised at once,
/// as the tree this binary was built from, so `make run` pays for no search). The demo's folder, `/` and
/// the home folder are not apps either: the caller then opens the demo and says so.
public enum AppDiscovery {
    /// The PATH to read for `folder`, or nil for the demo.
    public static func defaultPath(in folder: String) -> String? {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        if folder == DemoApp.sourceCheckout || isDemoFolder(folder) || isTooBroad(folder) { return nil }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder }
        if hasProjectBelow(folder) { return folder }
        // A generated project's source (XcodeGen), or a JavaScript app whose ios/ is generated: the load explains.
        if GeneratedProjectFinder.spec(in: folder) != nil || GeneratedProjectFinder.isJavaScriptApp(folder) { return folder }
        // A Swift package's plists are its resources and test data, not an app.
        if names.contains("Package.swift") { return nil }
        let bundles = names.filter { $0.hasSuffix(".app") || $0.lowercased().hasSuffix(".ipa") }
        if bundles.count == 1 { return folder + "/" + bundles[0] }
        let locator = InfoPlistLocator()
        if locator.search(folder).contains(where: locator.declaresIcons) { return folder }
        return nil
    }

    /// The file system's root and the home folder hold everything; nobody means an app there.
    static func isTooBroad(_ folder: String) -> Bool {
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        return folder == "/" || folder == home
    }

    static func isDemoFolder(_ folder: String) -> Bool {
        DemoApp.searchLocations(executablePath: DemoApp.currentExecutablePath()).contains {
            URL(fileURLWithPath: $0).standardizedFileURL.path == folder
        }
    }

    /// Whether any project (with an application target or not) sits a few levels below.
    static func hasProjectBelow(_ folder: String) -> Bool {
        do {
            return try ProjectLocator().locate(in: folder) != nil
        } catch {
            return true  // several projects: an app, and a question the load will ask
        }
    }
}
