import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct PropertyListReaderTests {
    let reader = PropertyListReader()

    @Test func readsXMLAndBinaryToTheSameTree() throws {
        let root = PlistFixture.infoPlist(alternates: ["dark": (["dark"], 1)])
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let xml = try reader.read(path: folder.write("xml.plist", PlistFixture.xml(root)))
        let binary = try reader.read(path: folder.write("bin.plist", PlistFixture.binary(root)))
        #expect(xml.format == .xml)
        #expect(binary.format == .binary)
        #expect(
            NSDictionary(dictionary: xml.root as? [String: Any] ?? [:]) == NSDictionary(dictionary: binary.root as? [String: Any] ?? [:]))
    }

    @Test func readsOldStyleText() throws {
        let parsed = try reader.parse(Data("{ CFBundleDisplayName = \"Old\"; }".utf8), path: "old.plist")
        #expect(parsed.format == .openStep)
        #expect((parsed.root as? [String: Any])?["CFBundleDisplayName"] as? String == "Old")
    }

    @Test func refusesFilesOverTheSizeCap() {
        let small = PropertyListReader(maxFileSize: 64)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("big.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        #expect(throws: PropertyListError.fileTooLarge(path: path, size: PlistFixture.xml(PlistFixture.infoPlist()).count, limit: 64)) {
            try small.read(path: path)
        }
    }

    @Test func aMissingFileIsReportedAsMissing() {
        #expect(throws: PropertyListError.missing(path: "/no/such/Info.plist")) {
            try reader.read(path: "/no/such/Info.plist")
        }
    }

    @Test func damagedBinaryIsReportedAsBinaryNotAsText() throws {
        var data = PlistFixture.binary(PlistFixture.infoPlist())
        data.removeLast(20)
        let error = try #require(throws: PropertyListError.self) { try reader.parse(data, path: "cut.plist") }
        guard case .unsafePropertyList(let path, _) = error else {
            Issue.record("expected the guard to refuse it, got \(error)")
            return
        }
        #expect(path == "cut.plist")
        #expect(!error.description.contains("Unexpected character b"))
    }

    @Test func textThatIsNoPlistSaysSo() {
        #expect(throws: PropertyListError.notAPropertyList(path: "x", detail: "it is neither XML, binary nor old-style text")) {
            try reader.parse(Data("hello".utf8), path: "x")
        }
    }

    @Test func oldStyleComplaintsBecomeTheErrorInsteadOfStderr() throws {
        let error = try #require(throws: PropertyListError.self) {
            try reader.parse(Data("{a = b}".utf8), path: "semi.plist")
        }
        #expect(error.description == "semi.plist: not a valid property list (missing semicolon in dictionary on line 1).")
        #expect(error == .notAPropertyList(path: "semi.plist", detail: "missing semicolon in dictionary on line 1"))
    }

    /// Another thread's output caught by the capture (the parallel test run's progress lines did) is
    /// not the reason: only Foundation's own complaint is.
    @Test func onlyTheParsersLineOfTheCaptureIsTheReason() {
        let captured =
            "\u{25C7} Test case passing 1 argument name started.\n"
            + "2026-11-22 iconpicker[1:2] CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon in "
            + "dictionary on line 1. Parsing will be abandoned. Break on _CFPropertyListMissingSemicolon to debug.\n"
        #expect(PropertyListReader.condense(PropertyListReader.parserLine(in: captured)) == "missing semicolon in dictionary on line 1")
        #expect(PropertyListReader.parserLine(in: "\u{25C7} Test case started.\n") == nil)
    }

    @Test(
        .enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)),
        arguments: SharedFolder.hostileFiles)
    func everyHostileFileGetsACleanError(name: String) throws {
        let path = SharedFolder.hostile(name)
        let error = try #require(throws: PropertyListError.self) {
            let (root, _) = try reader.read(path: path)
            _ = try InfoPlistParser().parse(root, path: path)
        }
        #expect(Self.blamesTheContent(error), "\(name): \(error)")
        #expect(error.description.hasPrefix(path))
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func hostileGraphsAreRefusedByTheGuard() throws {
        for (name, fragment) in [
            ("pls_dag_2pow40_hang.bin", "expand to more than"),
            ("bin_cycle_dict_self.bin", "reference cycle"),
            ("decoder_utf16_oob_sigill.bin", "runs past the end"),
        ] {
            let error = try #require(throws: PropertyListError.self) { try reader.read(path: SharedFolder.hostile(name)) }
            #expect(error.description.contains(fragment), "\(name): \(error)")
        }
    }

    /// The file was found and read, and its bytes are what is wrong (exit 65, not 66 or 74).
    static func blamesTheContent(_ error: PropertyListError) -> Bool {
        switch error {
        case .fileTooLarge, .notAPropertyList, .unsafePropertyList, .wrongType: return true
        case .missing, .unreadable: return false
        }
    }
}
