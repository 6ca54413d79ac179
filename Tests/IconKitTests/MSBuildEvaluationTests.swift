import Foundation
import Testing

@testable import IconKit

/// One evaluation of a project file: properties in order, Choose/When, items added and removed,
/// and what could not be decided kept with its line.
@Suite struct MSBuildEvaluationTests {
    func evaluate(_ xml: String, _ globals: [String: String] = ["Configuration": "Release"]) throws -> MSBuildEvaluation {
        let file = MSBuildProjectFile(path: "/p/App.csproj", root: try BoundedXML.parse(Data(xml.utf8)))
        return MSBuildEvaluation(file, globals: globals)
    }

    @Test func propertiesAreAssignedInOrderAndGlobalsCannotBeOverwritten() throws {
        let evaluation = try evaluate(
            """
            <Project>
              <PropertyGroup>
                <Configuration>Debug</Configuration>
                <Name>App</Name>
                <AppIcon>$(Name)Icon</AppIcon>
                <Name>Other</Name>
              </PropertyGroup>
            </Project>
            """)
        #expect(evaluation["Configuration"] == "Release")
        #expect(evaluation["AppIcon"] == "AppIcon")
        #expect(evaluation.line(of: "appicon") == 5)
        #expect(evaluation["MSBuildProjectName"] == "App")
    }

    @Test func theFirstWhenThatHoldsIsTakenElseOtherwise() throws {
        let xml = """
            <Project>
              <Choose>
                <When Condition="'$(Configuration)' == 'Release'"><PropertyGroup><AppIcon>Release</AppIcon></PropertyGroup></When>
                <When Condition="'$(Configuration)' != ''"><PropertyGroup><AppIcon>Any</AppIcon></PropertyGroup></When>
                <Otherwise><PropertyGroup><AppIcon>None</AppIcon></PropertyGroup></Otherwise>
              </Choose>
            </Project>
            """
        #expect(try evaluate(xml)["AppIcon"] == "Release")
        #expect(try evaluate(xml, ["Configuration": "Debug"])["AppIcon"] == "Any")
        #expect(try evaluate(xml, ["Configuration": ""])["AppIcon"] == "None")
    }

    @Test func itemsAreSplitUnescapedAndRemoved() throws {
        let evaluation = try evaluate(
            """
            <Project>
              <ItemGroup>
                <AlternateAppIcon Include="A;B%3BC ; D" />
                <AlternateAppIcon Remove="A" />
                <BundleResource Include="icon%402x.png"><Link>Resources\\icon@2x.png</Link></BundleResource>
                <Compile Include="Main.cs" />
              </ItemGroup>
            </Project>
            """)
        #expect(evaluation.items("AlternateAppIcon").map(\.include) == ["B;C", "D"])
        #expect(evaluation.items("BundleResource").first?.metadata["Link"] == "Resources\\icon@2x.png")
        #expect(evaluation.items("BundleResource").first?.include == "icon@2x.png")
        #expect(evaluation.items("Compile").isEmpty, "only the items icons depend on are kept")
    }

    @Test func undecidedConditionsAndComputedValuesAreKeptOnlyForWhatIconsDependOn() throws {
        let evaluation = try evaluate(
            """
            <Project>
              <PropertyGroup Condition="'@(X)' == ''"><Optimize>true</Optimize></PropertyGroup>
              <PropertyGroup Condition="'@(X)' == ''"><AppIcon>A</AppIcon></PropertyGroup>
              <ItemGroup><AlternateAppIcon Include="@(Flavours)" /></ItemGroup>
            </Project>
            """)
        #expect(
            evaluation.unread == [
                .init(line: 3, name: "AppIcon", what: #"Condition="'@(X)' == ''""#),
                .init(line: 4, name: "AlternateAppIcon", what: "@(Flavours)"),
            ])
        #expect(evaluation["AppIcon"] == nil)
    }
}
