import Foundation
import TestSupport
import Testing

@testable import IconLint

@Suite struct AppSourceFilesTests {
    @Test func theSourcesOfACrossPlatformAppAreBesideItsIOSFolder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        folder.write("app/pubspec.yaml", text: "name: app\n")
        folder.write("app/ios/Runner.xcodeproj/project.pbxproj", text: "{}")
        folder.write("app/lib/icons.dart", text: "")
        folder.write("app/test/icons_test.dart", text: "")
        folder.write("app/lib/icons_test.dart", text: "")
        folder.write("app/android/app/src/Main.kt", text: "")
        folder.write("app/ios/Runner/AppDelegate.swift", text: "")
        folder.write("app/ios/RunnerTests/RunnerTests.swift", text: "")
        folder.write("app/node_modules/lib/index.js", text: "")
        let root = AppSourceFiles.root(for: folder.path + "/app/ios")
        #expect(root == folder.path + "/app")
        let files = AppSourceFiles.files(under: root).map { String($0.path.dropFirst(root.count + 1)) }
        #expect(files == ["ios/Runner/AppDelegate.swift", "lib/icons.dart"])
    }

    @Test func aNativeProjectAtTheRepositorysTopIsItsOwnRoot() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        #expect(AppSourceFiles.root(for: folder.path) == folder.path)
    }
}
