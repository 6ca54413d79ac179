import Foundation
import TestSupport
import Testing

@testable import IconKit

/// `.csproj` files read into the project the loader reads: the settings each configuration stands
/// for, with the line that set them, only iOS's framework counting, and what could not be read named.
@Suite struct DotNetProjectReaderTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>CFBundleIdentifier</key><string>com.example.today</string>
          <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        </dict></plist>
        """

    func read(_ csproj: String, in folder: TemporaryFolder, name: String = "Today.csproj") throws -> XcodeProject? {
        let path = folder.write(name, text: csproj)
        return try DotNetProjectReader().read(projectPath: path)
    }

    func settings(_ project: XcodeProject?, _ configuration: String = "Release") -> [String: BuildSettingValue] {
        project?.targets.first?.configurations[configuration]?.settings ?? [:]
    }

    @Test func anSDKStyleProjectsIconItemsAreTheCatalogSettings() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Info.plist", text: Self.plist)
        let project = try read(
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net9.0-ios</TargetFramework>
                <OutputType>Exe</OutputType>
                <AppIcon>AppIcon</AppIcon>
                <IncludeAllAppIcons>false</IncludeAllAppIcons>
              </PropertyGroup>
              <ItemGroup>
                <AlternateAppIcon Include="Sunrise" />
                <AlternateAppIcon Include="Dusk;Night" />
              </ItemGroup>
            </Project>
            """, in: folder)
        let target = try #require(project?.targets.first)
        #expect(target.isApplication)
        #expect(Set(target.configurations.keys) == ["Debug", "Release"])
        let release = settings(project)
        #expect(release["SDKROOT"] == .string("iphoneos"))
        #expect(release["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("AppIcon"))
        #expect(release["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["Sunrise", "Dusk", "Night"]))
        #expect(release["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == .string("NO"))
        #expect(release["TARGETED_DEVICE_FAMILY"] == .string("1,2"))
        #expect(release["INFOPLIST_FILE"] == .string(folder.path + "/Info.plist"))
        let origin = try #require(target.configurations["Release"]?.origins["ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(origin == SettingOrigin(level: .target, file: folder.path + "/Today.csproj", line: 5, keyPath: "AppIcon"))
        #expect(target.configurations["Release"]?.origins["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"]?.line == 9)
        // The SDK's default items: every catalog under the project folder but bin, obj and other platforms'.
        let defaults = try #require(target.synchronizedFolders.first)
        #expect(defaults.path == folder.path)
        #expect(defaults.membershipExceptions.isSuperset(of: ["bin", "obj", "Platforms/Android", "Platforms/MacCatalyst"]))
        #expect(!defaults.membershipExceptions.contains("Platforms/iOS"))
    }

    @Test func aMultiTargetedProjectIsReadAsItsIOSBuild() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Platforms/iOS/Info.plist", text: Self.plist)
        let project = try read(
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFrameworks>net8.0-android;net8.0-ios;net8.0-maccatalyst</TargetFrameworks>
                <TargetFrameworks Condition="$([MSBuild]::IsOSPlatform('windows'))">$(TargetFrameworks);net8.0-windows10.0.19041.0</TargetFrameworks>
                <OutputType>Exe</OutputType>
                <ApplicationId>com.example.today</ApplicationId>
              </PropertyGroup>
              <PropertyGroup Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'android'">
                <AppIcon>AndroidOnly</AppIcon>
              </PropertyGroup>
              <PropertyGroup Condition="$(TargetFramework.Contains('-ios'))">
                <AppIcon>Phone</AppIcon>
              </PropertyGroup>
              <ItemGroup Condition="'$(TargetFramework)' == 'net8.0-maccatalyst'">
                <AlternateAppIcon Include="MacOnly" />
              </ItemGroup>
            </Project>
            """, in: folder)
        let release = settings(project)
        #expect(release["SDKROOT"] == .string("iphoneos"))
        #expect(release["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("Phone"))
        #expect(release["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == nil)
        #expect(release["PRODUCT_BUNDLE_IDENTIFIER"] == .string("com.example.today"))
        #expect(release["INFOPLIST_FILE"] == .string(folder.path + "/Platforms/iOS/Info.plist"))
        #expect(project?.readerDiagnostics.isEmpty == true, "\(project?.readerDiagnostics ?? [])")
    }

    @Test func anOldStyleXamarinProjectIsReadPerConfigurationForTheDevice() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Info.plist",
            text: Self.plist.replacingOccurrences(
                of: "<key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>",
                with: "<key>UIDeviceFamily</key><array><integer>1</integer></array>"
                    + "<key>XSAppIconAssets</key><string>Assets.xcassets/AppIcon.appiconset</string>"))
        let project = try read(Self.xamarinProject, in: folder)
        let target = try #require(project?.targets.first)
        #expect(target.isApplication)
        #expect(Set(target.configurations.keys) == ["Debug", "Mock", "Release"])
        #expect(settings(project)["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("AppIcon"))
        #expect(settings(project)["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["Beta"]))
        #expect(settings(project, "Debug")["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == nil, "the simulator's group does not apply")
        #expect(settings(project)["TARGETED_DEVICE_FAMILY"] == .string("1"))
        #expect(target.configurations["Release"]?.origins["ASSETCATALOG_COMPILER_APPICON_NAME"]?.keyPath == "XSAppIconAssets")
        #expect(target.resourceFiles.contains(folder.path + "/Assets.xcassets"))
        #expect(target.resourceFiles.contains(folder.path + "/Resources/icon_black@2x.png"), "%40 is @")
        #expect(target.synchronizedFolders == [XcodeProject.SynchronizedFolder(path: folder.path + "/Extra")], "a wildcard's folder")
    }

    static let xamarinProject = """
        <?xml version="1.0" encoding="utf-8"?>
        <Project ToolsVersion="4.0" DefaultTargets="Build" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">
          <PropertyGroup>
            <Configuration Condition=" '$(Configuration)' == '' ">Debug</Configuration>
            <Platform Condition=" '$(Platform)' == '' ">iPhoneSimulator</Platform>
            <ProjectTypeGuids>{FEACFBD2-3405-455C-9665-78FE426C6842};{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}</ProjectTypeGuids>
            <OutputType>Exe</OutputType>
          </PropertyGroup>
          <PropertyGroup Condition=" '$(Configuration)|$(Platform)' == 'Release|iPhone' "><Optimize>true</Optimize></PropertyGroup>
          <PropertyGroup Condition=" '$(Configuration)|$(Platform)' == 'Mock|AnyCPU' "><Optimize>true</Optimize></PropertyGroup>
          <ItemGroup Condition=" '$(Configuration)|$(Platform)' == 'Release|iPhone' "><AlternateAppIcon Include="Beta" /></ItemGroup>
          <ItemGroup Condition=" '$(Configuration)|$(Platform)' == 'Debug|iPhoneSimulator' "><AlternateAppIcon Include="Sim" /></ItemGroup>
          <ItemGroup>
            <None Include="Info.plist" />
            <ImageAsset Include="Assets.xcassets\\AppIcon.appiconset\\Contents.json"><Visible>false</Visible></ImageAsset>
            <BundleResource Include="Resources\\icon_black%402x.png" />
            <BundleResource Include="Extra\\**\\*.png" />
          </ItemGroup>
          <Import Project="$(MSBuildExtensionsPath)\\Xamarin\\iOS\\Xamarin.iOS.CSharp.targets" />
        </Project>
        """

    @Test func aTVOSProjectSaysSoAndOtherProjectsAreNoApps() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let tv = try read(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net9.0-tvos</TargetFramework>"
                + "<OutputType>Exe</OutputType><AppIcon>App Icon &amp; Top Shelf Image</AppIcon></PropertyGroup></Project>", in: folder)
        #expect(settings(tv)["SDKROOT"] == .string("appletvos"))
        #expect(settings(tv)["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("App Icon & Top Shelf Image"))
        let library = try read(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net9.0-ios</TargetFramework></PropertyGroup></Project>",
            in: folder)
        #expect(library?.targets.first?.isApplication == false)
        let android = try read(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net9.0-android</TargetFramework>"
                + "<OutputType>Exe</OutputType></PropertyGroup></Project>", in: folder)
        #expect(android == nil)
    }

    @Test func valuesWorkedOutWhileBuildingAreNotesNamingTheLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let project = try read(
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net9.0-ios</TargetFramework>
                <OutputType>Exe</OutputType>
                <AppIcon>$([System.IO.File]::ReadAllText('icon.txt'))</AppIcon>
              </PropertyGroup>
              <ItemGroup Condition="'@(Flavours)' != ''">
                <AlternateAppIcon Include="Flavoured" />
              </ItemGroup>
              <Target Name="Pick"><PropertyGroup><AppIcon>Late</AppIcon></PropertyGroup></Target>
            </Project>
            """, in: folder)
        let messages = project?.readerDiagnostics.map(\.message) ?? []
        #expect(messages.contains { $0.hasPrefix("line 5: <AppIcon> depends on $([System.IO.File]::ReadAllText('icon.txt'))") })
        #expect(messages.contains { $0.hasPrefix("line 7: <AlternateAppIcon> depends on Condition=\"'@(Flavours)' != ''\"") })
        #expect(messages.contains { $0.hasPrefix("line 10: <AppIcon> is set inside a <Target>") })
        #expect(project?.readerDiagnostics.allSatisfy { $0.severity == .note && $0.file == folder.path + "/Today.csproj" } == true)
        #expect(settings(project)["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == nil)
    }

    @Test func bothAppIconAndXSAppIconAssetsStopTheBuild() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Info.plist",
            text: Self.plist.replacingOccurrences(
                of: "<key>UIDeviceFamily</key>",
                with: "<key>XSAppIconAssets</key><string>Assets.xcassets/Old.appiconset</string><key>UIDeviceFamily</key>"))
        let project = try read(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><TargetFramework>net9.0-ios</TargetFramework>"
                + "<OutputType>Exe</OutputType><AppIcon>New</AppIcon></PropertyGroup></Project>", in: folder)
        let error = try #require(project?.readerDiagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.contains("E7129"))
        #expect(error.file == folder.path + "/Info.plist")
    }

    @Test func aFileThatIsNotAProjectIsATypedErrorNamingTheLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let error = try #require(throws: InputError.self) { try read("<Project>\n<PropertyGroup>\n</Project>", in: folder) }
        #expect(error.description.contains("cannot read this MSBuild project: it is not read: line 3: </Project> closes <PropertyGroup>"))
        #expect(throws: InputError.self) { try read("<Solution/>", in: folder) }
    }
}

/// The .NET apps of `../shared/corpus`, each run from its repository root, against the truth their
/// `SOURCE.md` reads from the files.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct DotNetCorpusTests {
    /// Xamarin.iOS: the primary through `XSAppIconAssets`, three loose alternates in the Info.plist,
    /// iPhone only.
    @Test func mvpIsItsXamarinIOSProjectWithTheCatalogPrimaryAndThreeLooseAlternates() throws {
        let root = SharedFolder.corpus("sthewissen__MVP")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.source == .project)
        #expect(app.project?.target == "MVP.iOS")
        #expect(app.project?.project == root + "/MVP.iOS/MVP.iOS.csproj")
        #expect(app.devices.map(\.idiom) == [.iphone], "UIDeviceFamily [1]")
        let iPhone = try #require(app.on(.iphone))
        #expect(iPhone.catalog.primary.iconSetName == "AppIcon")
        #expect(iPhone.images.first?.best?.fileName == "Icon-App-60x60@3x.png")
        #expect(iPhone.catalog.alternates.map(\.name) == ["Black", "DarkBlue", "White"])
        #expect(iPhone.images.dropFirst().map { $0.best?.fileName } == ["icon_black@3x.png", "icon_darkblue@3x.png", "icon_white@3x.png"])
        #expect(app.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.origin.keyPath == "XSAppIconAssets")
        #expect(!app.diagnostics.contains { $0.severity == .error }, "\(app.diagnostics)")
    }

    /// .NET for iOS and tvOS side by side: the iOS project is the app, `<AppIcon>` and one
    /// `<AlternateAppIcon>`, iPhone and iPad.
    @Test func maciosSamplesIsItsIOSProjectWithOneCatalogAlternate() throws {
        let root = SharedFolder.corpus("dotnet__macios-samples")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.project?.project == root + "/AlternateAppIcons/iOS/AlternateAppIcons.csproj")
        #expect(app.devices.map(\.idiom) == [.iphone, .ipad])
        let iPhone = try #require(app.on(.iphone))
        #expect(iPhone.catalog.primary.iconSetName == "AppIcon")
        #expect(iPhone.images.first?.best?.fileName == "Icon180.png")
        #expect(iPhone.images.first?.best?.header?.width == 180)
        #expect(iPhone.catalog.alternates.map(\.name) == ["AlternateAppIcons"])
        // The set's 60x60 @3x file is the 1024 px image (SOURCE.md mistake 1).
        #expect(iPhone.images.last?.best?.fileName == "Icon180.png")
        #expect(iPhone.images.last?.best?.header?.width == 1024)
        let tv = try #require(try AppLocator().locate(root + "/AlternateAppIcons/tvOS/AlternateAppIcons.csproj").project?.targets.first)
        #expect(tv.configurations["Release"]?.settings["SDKROOT"] == .string("appletvos"))
        #expect(tv.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("App Icon & Top Shelf Image"))
        #expect(tv.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["AlternateAppIcons"]))
    }
}

extension TestApp {
    /// The app of the folder `root` as `iconpicker` run there with no PATH reads it.
    static func load(_ path: String?, idioms: [Idiom]?, root: String) throws -> LoadedApp {
        try AppLoader(LoadOptions(idioms: idioms)).load(try AppLocator().locate(path, workingDirectory: root))
    }
}
