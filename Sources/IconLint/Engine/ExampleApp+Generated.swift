extension ExampleApp {
    static let expoConfig = "app.json"

    /// An Expo app without `ios/` that lints clean: app.json's app icon and one alternate of
    /// expo-alternate-app-icons (`Dusk`), each an opaque 1024 px PNG; iPhone and iPad.
    static let expoApp: ExampleApp = {
        var app = ExampleApp(
            infoPlist: nil,
            files: [
                ".git/HEAD": .text("ref: refs/heads/main\n"),
                "package.json": .text(#"{"name": "sunny", "dependencies": {"expo": "~54.0.0", "expo-alternate-app-icons": "^3.0.0"}}"#),
                "assets/icon.png": .png(width: 1024, height: 1024, colour: .sky),
                "assets/dusk.png": .png(width: 1024, height: 1024, colour: .night),
            ],
            input: expoConfig)
        app.expo = [
            "name": "Sunny", "icon": "./assets/icon.png",
            "ios": ["bundleIdentifier": "com.example.sunny", "supportsTablet": true],
            "plugins": [["expo-alternate-app-icons", [["name": "Dusk", "ios": "./assets/dusk.png"]]]],
        ]
        return app
    }()

    /// A .NET MAUI app whose icon MAUI generates from `<MauiIcon>`: an opaque background PNG and a
    /// foreground PNG, named by the Info.plist's `XSAppIconAssets`.
    static let mauiApp: ExampleApp = {
        var app = ExampleApp(
            infoPlist: nil,
            files: [
                ".git/HEAD": .text("ref: refs/heads/main\n"),
                "Weather/Resources/appicon.png": .png(width: 1024, height: 1024, colour: .night),
                "Weather/Resources/appiconfg.png": .png(width: 1024, height: 1024, colour: .rose, alpha: true),
                "Weather/Platforms/iOS/Info.plist": .plist([
                    "XSAppIconAssets": "Assets.xcassets/appicon.appiconset", "UIDeviceFamily": [1, 2],
                ]),
            ],
            input: "Weather/Weather.csproj")
        app.setMauiIcon(##"<MauiIcon Include="Resources\appicon.png" ForegroundFile="Resources\appiconfg.png" Color="#081B25" />"##)
        return app
    }()

    /// The `expo` object of the app's app.json.
    var expo: ExamplePlist {
        get {
            guard case .json(let root)? = files[Self.expoConfig] else { return [:] }
            return root[["expo"]] ?? [:]
        }
        set { files[Self.expoConfig] = .json(["expo": newValue]) }
    }

    /// Writes the MAUI app's project file with `item` as its one `<MauiIcon>`.
    mutating func setMauiIcon(_ item: String) {
        files["Weather/Weather.csproj"] = .text(
            """
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFrameworks>net8.0-ios</TargetFrameworks>
                <OutputType>Exe</OutputType>
                <UseMaui>true</UseMaui>
                <ApplicationTitle>Weather</ApplicationTitle>
                <ApplicationId>com.example.weather</ApplicationId>
              </PropertyGroup>
              <ItemGroup>
                \(item)
              </ItemGroup>
            </Project>
            """)
    }
}
