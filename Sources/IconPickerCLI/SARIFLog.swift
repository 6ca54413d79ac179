import Basics
import Foundation
import IconKit
import IconLint

/// `lint --format sarif`: a SARIF 2.1.0 log, so code-scanning tools (GitHub, VS Code's SARIF viewer)
/// show findings inline. Paths inside the repository are relative to `%SRCROOT%`, its root; others
/// are absolute `file://` URIs. Every rule is listed, with its explanation as help, so `ruleIndex` is
/// stable across runs. Each result carries its stable fingerprint (`partialFingerprints`) and the run
/// a stable `automationDetails.id`, so code scanning keeps one alert per finding across pushes.
struct SARIFLog: Encodable {
    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    struct Run: Encodable {
        let tool: Tool
        let automationDetails: AutomationDetails
        let originalUriBaseIds: [String: ArtifactLocation]
        let results: [Result]
    }

    struct Tool: Encodable { let driver: Driver }

    /// `iconpicker/lint/<target or app>/`: the category code scanning files this run's alerts under;
    /// the same for every run of the same app, so alerts are matched across runs.
    struct AutomationDetails: Encodable { let id: String }

    struct Driver: Encodable {
        let name = "iconpicker"
        let version: String
        let semanticVersion: String
        let informationUri = "https://developer.apple.com/documentation/uikit/uiapplication/setalternateiconname(_:completionhandler:)"
        let rules: [Rule]
    }

    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Text
        let defaultConfiguration: Configuration
        let properties: RuleProperties
    }

    struct RuleProperties: Encodable {
        let tags: [String]
        @Nullable var itmsCode: String?
        /// Whether `iconpicker fix` repairs the rule's findings (SARIF's `fixes` would need the edits themselves).
        let fixable: Bool
    }

    struct Configuration: Encodable { let level: String }
    struct Text: Encodable { let text: String }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        /// `iconpicker/v1`: the finding's fingerprint, which lines moving do not change.
        let partialFingerprints: [String: String]
        let properties: ResultProperties
    }

    struct ResultProperties: Encodable {
        let icon: String
        @Nullable var idiom: Idiom?
        /// The build configurations the finding was found in; left out for inputs without any.
        var configurations: [String]?
        /// Whether `iconpicker fix` repairs it.
        let fixable: Bool
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
        let kind = "member"
    }

    /// `root` is the repository root (`%SRCROOT%`); `target` the Xcode target checked, if any.
    init(_ report: LintReport, root: String, target: String?, version: String) {
        let rules = LintRule.all
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let base = root.hasSuffix("/") ? root : root + "/"
        var locator = SourceLineLocator()
        let fingerprints = report.fingerprints(relativeTo: root)
        let results = zip(report.findings, fingerprints).map { finding, fingerprint -> Result in
            let file = finding.file ?? report.infoPlist
            let artifact: ArtifactLocation
            let relative = PathDisplay.relative(file, to: root)
            if relative != file {
                artifact = ArtifactLocation(uri: Self.encode(relative), uriBaseId: "SRCROOT")
            } else {
                artifact = ArtifactLocation(uri: file.hasPrefix("/") ? "file://" + Self.encode(file) : Self.encode(file), uriBaseId: nil)
            }
            let place = locator.position(file: file, location: finding.location) ?? .init(line: 1, column: 1)
            let icon: String
            switch finding.subject {
            case .app: icon = "app"
            case .primary: icon = "primary"
            case .alternate(let name): icon = name
            }
            var message = finding.message
            if let code = finding.rule.itmsCode { message += " (\(code))" }
            return Result(
                ruleId: finding.ruleID.rawValue, ruleIndex: ruleIndex[finding.ruleID] ?? -1, level: finding.severity.rawValue,
                message: Text(text: message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: artifact, region: Region(startLine: place.line, startColumn: place.column)),
                        logicalLocations: finding.location.map { [LogicalLocation(fullyQualifiedName: $0)] })
                ],
                partialFingerprints: [LintReport.fingerprintVersion: fingerprint],
                properties: ResultProperties(
                    icon: icon, idiom: finding.idiom,
                    configurations: finding.configurations.isEmpty ? nil : finding.configurations, fixable: finding.rule.fix.isFixable))
        }
        let driver = Driver(
            version: version, semanticVersion: version,
            rules: rules.map { rule in
                Rule(
                    id: rule.id.rawValue, name: Self.pascalCase(rule.id.rawValue), shortDescription: Text(text: rule.summary),
                    fullDescription: Text(text: rule.explanation), help: Text(text: rule.explanation),
                    defaultConfiguration: Configuration(level: rule.severity.rawValue),
                    properties: RuleProperties(tags: [rule.category.rawValue], itmsCode: rule.itmsCode, fixable: rule.fix.isFixable))
            })
        runs = [
            Run(
                tool: Tool(driver: driver), automationDetails: AutomationDetails(id: Self.automationID(target: target ?? report.appName)),
                originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: "file://" + Self.encode(base), uriBaseId: nil)],
                results: results)
        ]
    }

    /// `iconpicker/lint/<name>/`, the name reduced to letters, digits, `.`, `_` and `-` (a `/` would
    /// start another level of the category).
    static func automationID(target: String) -> String {
        let name = String(
            target.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "-"
            })
        return "iconpicker/lint/\(name.isEmpty ? "app" : name)/"
    }

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// `missing-icon-file` → `MissingIconFile`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
