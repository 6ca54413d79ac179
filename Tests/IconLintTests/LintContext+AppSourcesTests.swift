import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Which code `code-icon-name` reads for an Info.plist read without a project.
@Suite struct LintContextAppSourcesTests {
    /// Code beside the app's folder that asks for an icon no alternate is named.
    static let strayCall = #"func f() { UIApplication.shared.setAlternateIconName("nope") }"# + "\n"

    /// A plist among a Swift package's resources (iconpicker's own demo, `lint Resources/Colourful`):
    /// the package's code is not the app's, and was read as if it were.
    @Test func aSwiftPackagesCodeIsNotThePlistsApp() throws {
        var fixture = LintFixture.good
        fixture.files["Package.swift"] = Data("// swift-tools-version:6.0\n".utf8)
        fixture.files["Sources/Lib/Icons.swift"] = Data(Self.strayCall.utf8)
        fixture.files["App/Switcher.swift"] = Data(#"func g() { UIApplication.shared.setAlternateIconName("Dark") }"#.utf8)
        let codeFindings = try fixture.lint().findings.filter { $0.ruleID == .codeIconName }
        #expect(codeFindings.map(\.file).allSatisfy { $0?.hasSuffix("App/Switcher.swift") == true }, "\(codeFindings.map(\.file))")
        #expect(codeFindings.count == 1, "the app's own folder is still read: \(codeFindings.map(\.message))")
    }

    /// A repository (`.git`) that holds the app keeps its code read from its top, as before: the
    /// code of a bare plist's app is often beside the plist's folder.
    @Test func aRepositorysCodeIsStillRead() throws {
        var fixture = LintFixture.good
        fixture.files["Sources/Lib/Icons.swift"] = Data(Self.strayCall.utf8)
        let codeFindings = try fixture.lint().findings.filter { $0.ruleID == .codeIconName }
        #expect(codeFindings.count == 1 && codeFindings.first?.file?.hasSuffix("Sources/Lib/Icons.swift") == true)
    }
}
