import Testing

@testable import IconKit

/// `$(…)` as the evaluation expands it: properties, the string methods and platform functions
/// projects test frameworks with, and everything else reported as computed.
@Suite struct MSBuildPropertiesTests {
    let properties = MSBuildProperties(["TargetFramework": "net9.0-ios18.0", "Configuration": "Release", "Name": "App"])

    @Test func propertiesExpandCaseInsensitivelyAndUndefinedOnesAreEmpty() {
        #expect(properties.expand("$(name)-$(CONFIGURATION)") == .init(value: "App-Release"))
        #expect(properties.expand("a$(Undefined)b") == .init(value: "ab"))
        #expect(properties.expand("no parentheses") == .init(value: "no parentheses"))
    }

    @Test func stringMethodsAndPlatformFunctionsAreWorkedOut() {
        #expect(properties.expand("$(TargetFramework.Contains('-ios'))").value == "True")
        #expect(properties.expand("$(TargetFramework.StartsWith('net8'))").value == "False")
        #expect(properties.expand("$(Name.ToLower())").value == "app")
        #expect(properties.expand("$(Name.Replace('A', 'O'))").value == "Opp")
        #expect(properties.expand("$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)'))").value == "ios")
        #expect(properties.expand("$([MSBuild]::GetTargetPlatformIdentifier($(TargetFramework)))").value == "ios")
        #expect(properties.expand("$([MSBuild]::IsOSPlatform('windows'))").value == "False")
        #expect(properties.expand("$([MSBuild]::IsOSPlatform('OSX'))").value == "True")
    }

    @Test func whatIsComputedWhileBuildingIsNamedNotGuessed() {
        let expanded = properties.expand("$([System.DateTime]::Now.Year)-@(Items)-%(Identity)-$(Name.Substring(1))")
        #expect(expanded.value == "---")
        #expect(expanded.unknown == ["$([System.DateTime]::Now.Year)", "@(Items)", "%(Identity)", "$(Name.Substring(1))"])
        #expect(properties.expand("$(Unclosed").value == "$(Unclosed")
    }

    @Test func aRunawayExpansionIsCutAndReported() {
        var doubling = MSBuildProperties(["P0": "xxxxxxxx"])
        for level in 1...20 { doubling.set("P\(level)", doubling.expand("$(P\(level - 1))$(P\(level - 1))").value) }
        let expanded = doubling.expand("$(P20)$(P20)")
        #expect(expanded.value.count == MSBuildProperties.maxLength)
        #expect(!expanded.unknown.isEmpty)
        let nested = String(repeating: "$(Name.Replace('$(", count: 40) + String(repeating: ")', 'x'))", count: 40)
        #expect(!properties.expand(nested).unknown.isEmpty)
    }

    @Test func escapesAreUndoneAndFrameworksNameTheirPlatform() {
        #expect(MSBuildProperties.unescaped("icon_black%402x.png") == "icon_black@2x.png")
        #expect(MSBuildProperties.unescaped("a%3Bb%2") == "a;b%2")
        #expect(MSBuildProperties.platform(ofFramework: "net8.0-maccatalyst17.0") == "maccatalyst")
        #expect(MSBuildProperties.platform(ofFramework: "netstandard2.0").isEmpty)
    }
}
