import Foundation

/// What a command with no PATH reads: the app in the current folder, when it holds one.
///
/// A folder holds an app when it (or a folder up to three levels below, see `ProjectLocator`)
/// holds an Xcode project or workspace, when it holds one built `.app` or `.ipa`, or when an
/// Info.plist in it or below declares icons. A Swift package's checkout with no Xcode project of
/// its own (iconpicker's own, where `make run` starts), the demo's folder, `/` and the home folder
/// are not apps: the caller then opens the demo and says so.
public enum AppDiscovery {
    /// The PATH to read for `folder`, or nil for the demo.
    public static func defaultPath(in folder: String) -> String? {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        if isDemoFolder(folder) || isSwiftPackageOnly(names) || isTooBroad(folder) { return nil }
        let bundles = names.filter { $0.hasSuffix(".app") || $0.lowercased().hasSuffix(".ipa") }
        if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return folder }
        if hasProjectBelow(folder) { return folder }
        if bundles.count == 1 { return folder + "/" + bundles[0] }
        let locator = InfoPlistLocator()
        if locator.search(folder).contains(where: locator.declaresIcons) { return folder }
        return nil
    }

    /// `Package.swift` and no Xcode project beside it.
    static func isSwiftPackageOnly(_ names: [String]) -> Bool {
        names.contains("Package.swift") && !names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
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
