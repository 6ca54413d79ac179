import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Conditions decided as MSBuild decides them, and undecided (nil) where they depend on the build.
@Suite struct MSBuildConditionTests {
    let properties = MSBuildProperties(["Configuration": "Release", "Platform": "iPhone", "TargetFramework": "net8.0-ios"])

    func decide(_ text: String, folder: String = "/") -> Bool? {
        MSBuildCondition.evaluate(text, properties: properties, folder: folder).value
    }

    @Test func comparisonsAreCaseInsensitiveAndNumericWhenBothSidesAreNumbers() {
        #expect(decide(" '$(Configuration)|$(Platform)' == 'Release|iPhone' ") == true)
        #expect(decide("'$(Configuration)|$(Platform)' == 'Debug|iPhoneSimulator'") == false)
        #expect(decide("'$(Configuration)' == 'release'") == true)
        #expect(decide("'$(Configuration)' != ''") == true)
        #expect(decide("'10' > '9'") == true)
        #expect(decide("'b' < 'a'") == nil)
    }

    @Test func logicAndFunctionsCombine() {
        #expect(decide("$(TargetFramework.Contains('-ios')) and !('$(Configuration)' == 'Debug')") == true)
        #expect(decide("'$([MSBuild]::GetTargetPlatformIdentifier($(TargetFramework)))' == 'ios' or false") == true)
        #expect(decide("$([MSBuild]::IsOSPlatform('windows'))") == false)
        #expect(decide("HasTrailingSlash('a/')") == true)
        #expect(decide("true AND (false OR true)") == true)
    }

    @Test func existsLooksRelativeToTheProjectFolder() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Directory.Build.props", text: "<Project/>")
        #expect(decide("Exists('Directory.Build.props')", folder: folder.path) == true)
        #expect(decide("!Exists('Missing.props')", folder: folder.path) == true)
    }

    /// Undecided is not false: `false and ?` is false, `true or ?` is true, anything else unknown.
    @Test func whatDependsOnTheBuildIsUndecided() {
        #expect(decide("'@(Items)' == ''") == nil)
        #expect(decide("'$([System.IO.Path]::GetFileName($(X)))' == 'a'") == nil)
        #expect(decide("false and '@(Items)' == ''") == false)
        #expect(decide("true or '@(Items)' == ''") == true)
        #expect(decide("IsSomething('x')") == nil)
        let undecided = MSBuildCondition.evaluate("'@(Items)' == ''", properties: properties, folder: "/")
        #expect(undecided.unknown == ["@(Items)"])
    }

    @Test func malformedAndHostileConditionsAreUndecided() {
        #expect(decide("'unclosed == 'a'") == nil)
        #expect(decide("== 'a'") == nil)
        #expect(decide("('a' == 'a'") == nil)
        #expect(decide(String(repeating: "(", count: 10_000) + "true" + String(repeating: ")", count: 10_000)) == nil)
        #expect(decide(String(repeating: "!", count: 100) + "true") == nil)
        #expect(decide("   ") == true)
    }
}
