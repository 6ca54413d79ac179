import Foundation

extension ExpoProject {
    /// The project being put together from one configuration: its settings with the line each comes
    /// from, the Info.plist prebuild writes, the icons it generates and what is said about them.
    struct Context {
        typealias Setting = (value: BuildSettingValue, origin: SettingOrigin)

        let folder: String
        /// Absolute.
        let configFile: String
        let config: JSNode
        let icons: ExpoIcons
        let projectName: String
        var settings: [String: Setting] = [:]
        /// The Info.plist prebuild writes, as far as icons and names go.
        var plist: [String: Any] = [:]
        var generatedSets: [String: GeneratedIcon] = [:]
        var generatedFiles: [String: GeneratedIcon] = [:]
        /// What the target copies besides what it generates: the `.icon` `ios.icon` names.
        var resourceFiles: [String] = []
        var notes: [Diagnostic] = []

        init(folder: String, configFile: String, config: JSNode, icons: ExpoIcons) {
            self.folder = folder
            self.configFile = configFile
            self.config = config
            self.icons = icons
            let name = config.member("name")
            projectName = ExpoProject.projectName(name?.string ?? (folder as NSString).lastPathComponent)
            if let written = name?.string, !written.isEmpty { plist["CFBundleDisplayName"] = written }
            plist["CFBundleName"] = "$(PRODUCT_NAME)"
            settings["PRODUCT_NAME"] = (.string(projectName), origin(name, key: "name"))
            settings["INFOPLIST_FILE"] = (.string(folder + "/ios/\(projectName)/Info.plist"), origin(nil, key: "name"))
            let ios = config.member("ios")
            readIdentifier(ios?.member("bundleIdentifier"))
            readDeviceFamily(ios)
            readInfoPlist(ios?.member("infoPlist"))
        }

        /// Where a setting comes from: the configuration's line for `node` (app.json has no lines).
        func origin(_ node: JSNode?, key: String) -> SettingOrigin {
            SettingOrigin(level: .target, file: configFile, line: node.flatMap { $0.line > 0 ? $0.line : nil }, keyPath: key)
        }

        /// A path of the configuration (relative to the app's folder, as Expo resolves it), absolute.
        func absolute(_ path: String) -> String {
            let joined = path.hasPrefix("/") ? path : folder + "/" + path
            return URL(fileURLWithPath: joined).standardizedFileURL.path
        }

        /// A note about the configuration file; a sentence that starts with the place it is about
        /// (`app.config.ts:12: …`, as the readers write them) starts with its line instead, since the
        /// note names the file.
        mutating func note(_ sentence: String) {
            let name = (configFile as NSString).lastPathComponent
            var message = sentence
            if sentence.hasPrefix(name + ":") {
                let rest = sentence.dropFirst(name.count + 1)
                let digits = rest.prefix { $0.isNumber }
                message =
                    digits.isEmpty || !rest.dropFirst(digits.count).hasPrefix(":")
                    ? String(rest.drop { $0 == " " }) : "line \(digits):" + rest.dropFirst(digits.count + 1)
            }
            notes.append(Diagnostic(.note, .configNotRead, message, file: configFile))
        }

        mutating func readIdentifier(_ node: JSNode?) {
            if let identifier = node?.string, !identifier.isEmpty {
                settings["PRODUCT_BUNDLE_IDENTIFIER"] = (.string(identifier), origin(node, key: "ios.bundleIdentifier"))
                plist["CFBundleIdentifier"] = "$(PRODUCT_BUNDLE_IDENTIFIER)"
            } else if let node, let what = node.computed {
                note(
                    "\(node.place): ios.bundleIdentifier is computed (\(what)), so it is not read; the icon choice is remembered "
                        + "under the app's name")
            }
        }

        /// `ios.supportsTablet` (iPhone and iPad) and `ios.isTabletOnly` (iPad), as prebuild's
        /// `withDeviceFamily` writes them; iPhone otherwise.
        mutating func readDeviceFamily(_ ios: JSNode?) {
            let tablet = ios?.member("supportsTablet")
            let only = ios?.member("isTabletOnly")
            let (family, node, key): (String, JSNode?, String) =
                only?.value == .boolean(true)
                ? ("2", only, "ios.isTabletOnly")
                : (tablet?.value == .boolean(true) ? "1,2" : "1", tablet, "ios.supportsTablet")
            for (key, value) in [("ios.supportsTablet", tablet), ("ios.isTabletOnly", only)] {
                if let value, let what = value.computed {
                    note("\(value.place): \(key) is computed (\(what)), so it is not read; the devices are read as if it were false")
                }
            }
            settings["TARGETED_DEVICE_FAMILY"] = (.string(family), origin(node, key: key))
        }

        /// The literal keys of `ios.infoPlist` that name the app or declare icons: prebuild merges them
        /// into the Info.plist it writes (the icon plugins write theirs over them).
        mutating func readInfoPlist(_ node: JSNode?) {
            for key in ["CFBundleDisplayName", InfoPlistParser.iconsKey, InfoPlistParser.iPadIconsKey] {
                guard let value = node?.member(key) else { continue }
                if let converted = Self.plistValue(value) {
                    plist[key] = converted
                } else {
                    note("\(value.place): ios.infoPlist.\(key) is computed, so it is not read")
                }
            }
        }

        /// A literal value as a property-list object; nil when it (or anything in it) is computed.
        static func plistValue(_ node: JSNode, depth: Int = 0) -> Any? {
            guard depth < 32 else { return nil }
            switch node.value {
            case .string(let text): return text
            case .boolean(let flag): return flag
            case .number(let number):
                return number.rounded() == number && abs(number) < 1e15 ? Int(exactly: number) as Any? : number
            case .array(let elements):
                let values = elements.map { plistValue($0, depth: depth + 1) }
                return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
            case .object(let entries):
                var dictionary: [String: Any] = [:]
                for entry in entries {
                    guard let key = entry.key, let value = plistValue(entry.value, depth: depth + 1) else { return nil }
                    dictionary[key] = value
                }
                return dictionary
            case .null, .computed, .function: return nil
            }
        }
    }
}
