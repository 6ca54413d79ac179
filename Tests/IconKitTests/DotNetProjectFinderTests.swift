import Foundation
import TestSupport
import Testing

@testable import IconKit

/// .NET apps found from a repository's root as a person would find them, and read through the
/// loader like any project.
@Suite struct DotNetProjectFinderTests {
    static func sdkProject(_ framework: String, appIcon: String = "AppIcon", alternates: [String] = []) -> String {
        let items = alternates.map { "<AlternateAppIcon Include=\"\($0)\" />" }.joined()
        return """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup><TargetFramework>\(framework)</TargetFramework><OutputType>Exe</OutputType><AppIcon>\(appIcon)</AppIcon></PropertyGroup>
              <ItemGroup>\(items)</ItemGroup>
            </Project>
            """
    }

    @Test func theIOSAppIsFoundBelowTheRootAndPreferredToTheTVOSOne() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("src/Today.iOS/Today.iOS.csproj", text: Self.sdkProject("net9.0-ios", alternates: ["Dusk"]))
        folder.write("src/Today.tvOS/Today.tvOS.csproj", text: Self.sdkProject("net9.0-tvos"))
        folder.write("src/Today.Core/Today.Core.csproj", text: "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup/></Project>")
        folder.write("src/Today.iOS/bin/Debug/Copy.csproj", text: Self.sdkProject("net9.0-ios"))
        CatalogFixture.singleSize(in: folder, catalog: "src/Today.iOS/Assets.xcassets", set: "AppIcon")
        CatalogFixture.singleSize(in: folder, catalog: "src/Today.iOS/Assets.xcassets", set: "Dusk")
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.path == folder.path + "/src/Today.iOS/Today.iOS.csproj")
        let app = try AppLoader(LoadOptions(idioms: [.iphone])).load(location)
        #expect(app.project?.target == "Today.iOS")
        let device = try #require(app.on(.iphone))
        #expect(device.catalog.alternates.map(\.name) == ["Dusk"])
        #expect(device.images.allSatisfy { $0.best != nil })
        #expect(
            app.buildSettings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]?.origin.file == folder.path
                + "/src/Today.iOS/Today.iOS.csproj")
        let tv = try AppLocator().locate(folder.path + "/src/Today.tvOS/Today.tvOS.csproj")
        #expect(tv.project?.targets.first?.configurations["Release"]?.settings["SDKROOT"] == .string("appletvos"))
    }

    @Test func severalIOSAppsAreTheUsersChoice() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Phone/Phone.csproj", text: Self.sdkProject("net9.0-ios"))
        folder.write("Pad/Pad.csproj", text: Self.sdkProject("net9.0-ios"))
        let error = try #require(throws: InputError.self) { try AppLocator().locate(folder.path) }
        guard case .projectChoice(_, _, let options) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(options == [folder.path + "/Pad/Pad.csproj", folder.path + "/Phone/Phone.csproj"])
    }

    @Test func aSolutionNamesItsProjectsWhereverTheyAre() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("a/b/c/d/e/Deep.csproj", text: Self.sdkProject("net9.0-ios"))
        folder.write(
            "Deep.sln",
            text: """
                Microsoft Visual Studio Solution File, Format Version 12.00
                Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Deep", "a\\b\\c\\d\\e\\Deep.csproj", "{B0744929-C02F-4D75-A714-2A7A39DA318D}"
                EndProject
                Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Gone", "Gone\\Gone.csproj", "{B0744929-C02F-4D75-A714-2A7A39DA318E}"
                EndProject
                """)
        #expect(try AppLocator().locate(folder.path).project?.name == "Deep")
        #expect(try AppLocator().locate(folder.path + "/Deep.sln").project?.name == "Deep")
        #expect(DotNetProjectFinder.solutionProjects(folder.path + "/Deep.sln") == [folder.path + "/a/b/c/d/e/Deep.csproj"])
    }

    /// The app beside the solution wins over the test app the solution also names in `tests/`.
    @Test func aProjectBesideTheSolutionComesBeforeTheOnesItNames() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Draw.csproj", text: Self.sdkProject("net10.0-ios26.0"))
        folder.write("tests/Perf/Perf.csproj", text: Self.sdkProject("net10.0-ios26.0"))
        folder.write(
            "Draw.sln",
            text: "Project(\"{A}\") = \"Draw\", \"Draw.csproj\", \"{B}\"\nEndProject\n"
                + "Project(\"{A}\") = \"Perf\", \"tests\\Perf\\Perf.csproj\", \"{C}\"\nEndProject\n")
        #expect(try AppLocator().locate(folder.path).project?.name == "Draw")
    }

    @Test func anXcodeProjectBesideACSProjIsWhatIsRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Binding/Binding.csproj", text: Self.sdkProject("net9.0-ios"))
        folder.write(
            "ios/App.xcodeproj/project.pbxproj",
            text: ModernProjectFixture(settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon")]).text)
        #expect(try AppLocator().locate(folder.path).project?.path.hasSuffix("App.xcodeproj") == true)
    }

    @Test func aNamedProjectThatBuildsNoAppleAppSaysSo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("Droid.csproj", text: Self.sdkProject("net9.0-android"))
        let error = try #require(throws: InputError.self) { try AppLocator().locate(path) }
        #expect(error.description.contains("builds no iOS, tvOS or Mac app"))
    }

    /// MAUI draws its icon set from an SVG while building: the set is named, not missing, and shown
    /// from its sources; a foreground that is not there is left out by the build, which is said.
    @Test func aMAUIIconIsGeneratedNotMissing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Weather/Weather.csproj",
            text: """
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup><TargetFrameworks>net8.0-android;net8.0-ios</TargetFrameworks><OutputType>Exe</OutputType></PropertyGroup>
                  <ItemGroup><MauiIcon Include="Resources\\AppIcon\\appicon.svg" ForegroundFile="Resources\\AppIcon\\appiconfg.svg" /></ItemGroup>
                </Project>
                """)
        folder.write(
            "Weather/Platforms/iOS/Info.plist",
            PlistFixture.xml(["XSAppIconAssets": "Assets.xcassets/appicon.appiconset", "CFBundleIdentifier": "com.example.weather"]))
        folder.write("Weather/Resources/AppIcon/appicon.svg", text: #"<svg xmlns="http://www.w3.org/2000/svg" width="456" height="456"/>"#)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.primary.iconSetName == "appicon")
        #expect(!app.diagnostics.contains { $0.severity == .error }, "\(app.diagnostics)")
        let images = try #require(app.images.first)
        let background = folder.path + "/Weather/Resources/AppIcon/appicon.svg"
        let foreground = folder.path + "/Weather/Resources/AppIcon/appiconfg.svg"
        #expect(images.source == .generated(generator: "MAUI", sources: [background, foreground]))
        #expect(images.best?.path == background)
        #expect(images.best?.failure == nil, "an SVG is what MAUI draws from")
        #expect(images.generated?.line == 3)
        let missing = try #require(images.problems.first)
        #expect(missing.kind == .generatedImageMissing && missing.severity == .warning)
        #expect(missing.message.contains("leaves it out without a word"), "\(missing.message)")
    }
}

/// Bitwarden: a MAUI app at `src/App/App.csproj` and a watch scaffold's Xcode project deeper in
/// `src/watchOS/`: the shallowest app wins across kinds, and XSAppIconAssets names the catalog as the
/// built app holds it (`Platforms/iOS/` is the app's root).
@Suite struct DotNetBesideXcodeTests {
    @Test func aShallowerNETAppWinsOverADeeperXcodeProject() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("src/App/App.csproj", text: DotNetProjectFinderTests.sdkProject("net8.0-ios", appIcon: ""))
        folder.write(
            "src/App/Platforms/iOS/Info.plist",
            PlistFixture.xml(["CFBundleDisplayName": "Vault", "XSAppIconAssets": "Resources/Assets.xcassets/AppIcons.appiconset"]))
        CatalogFixture.singleSize(in: folder, catalog: "src/App/Platforms/iOS/Resources/Assets.xcassets", set: "AppIcons")
        PbxprojFixture.write(in: folder, "src/watchOS/vault/vault.xcodeproj", targets: [.init("vault")])
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.project == folder.path + "/src/App/App.csproj")
        #expect(app.catalog.primary.iconSetName == "AppIcons" && app.images[0].best?.fileName == "icon.png")
    }
}
