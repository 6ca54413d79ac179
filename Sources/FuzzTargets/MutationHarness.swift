import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A mutation fuzzer without coverage feedback, for toolchains without libFuzzer: it runs every
/// seed, then random mutations of them (bit flips, byte changes, insertions, deletions, repeats,
/// splices and tokens that parsers treat specially) until the time or run budget is spent.
///
/// Takes libFuzzer's flags (`-max_total_time=N`, `-runs=N`, `-seed=N`, then corpus folders) and
/// prints a libFuzzer-like last line, `Done N runs in S second(s), R exec/s`. An input that crashes
/// the target is written to `crash-<target>` first (before it runs), so it survives the crash.
public struct MutationHarness {
    let target: FuzzTarget
    let workspace: FuzzWorkspace
    var seconds: Double = 10
    var runs = Int.max
    /// Where the input about to run is kept (libFuzzer's `-artifact_prefix=`, then `crash-<target>`).
    var artifactPrefix = ""
    var generator: SplitMix
    var corpus: [Data] = []

    public init(target: FuzzTarget, workspace: FuzzWorkspace, arguments: [String]) {
        self.target = target
        self.workspace = workspace
        var seed = UInt64(Date().timeIntervalSince1970 * 1000)
        for argument in arguments {
            if let value = Self.value(argument, "-max_total_time=") {
                seconds = Double(value) ?? seconds
            } else if let value = Self.value(argument, "-runs=") {
                runs = Int(value) ?? runs
            } else if let value = Self.value(argument, "-seed=") {
                seed = UInt64(value) ?? seed
            } else if let value = Self.value(argument, "-artifact_prefix=") {
                artifactPrefix = value
            } else if !argument.hasPrefix("-") {
                corpus += Self.files(in: argument)
            }
        }
        generator = SplitMix(state: seed)
        if corpus.isEmpty { corpus = [Data()] }
    }

    static func value(_ argument: String, _ prefix: String) -> String? {
        argument.hasPrefix(prefix) ? String(argument.dropFirst(prefix.count)) : nil
    }

    static func files(in folder: String) -> [Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { FileManager.default.contents(atPath: folder + "/" + $0) }
    }

    /// Runs until the budget is spent; returns the exit status (0: no crash, which is the only way back).
    public mutating func run() -> Int32 {
        defer { try? FileManager.default.removeItem(atPath: "\(artifactPrefix)crash-\(target.rawValue)") }
        let start = Date()
        var executions = 0
        for seed in corpus where executions < runs {
            execute(seed)
            executions += 1
        }
        while executions < runs && Date().timeIntervalSince(start) < seconds {
            var input = corpus[Int(generator.next() % UInt64(corpus.count))]
            for _ in 0...Int(generator.next() % 4) { mutate(&input) }
            execute(input)
            executions += 1
        }
        let elapsed = max(Date().timeIntervalSince(start), 0.001)
        print("Done \(executions) runs in \(Int(elapsed.rounded())) second(s), \(Int(Double(executions) / elapsed)) exec/s")
        return 0
    }

    func execute(_ input: Data) {
        _ = FileManager.default.createFile(atPath: "\(artifactPrefix)crash-\(target.rawValue)", contents: input)
        target.run(input, in: workspace)
    }

    static let tokens: [[UInt8]] =
        [
            "$(", "${", ")", "#include \"a.xcconfig\"\n", "1e19x1e19", "inf", "nan", "-1", "9223372036854775808", "\"size\":",
            "<dict>", "<array>", "</array>", "bplist00", "IHDR", "CgBI", "IDAT", "PK\u{3}\u{4}", "PK\u{1}\u{2}", "PK\u{5}\u{6}",
            "\u{1B}[2J", "{", "}", "(", ");", "=", "\u{0}", "\u{FF}\u{FF}\u{FF}\u{FF}", "#include \"inc/c.xcconfig\"\n",
            "#include? \"b.xcconfig\"\n", "data:image/png;base64,", "\u{1B}[?62;4c", "\u{1B}_G", "\u{1B}\\", "\u{1B}[",
        ].map { Array($0.utf8) } + [FuzzInput.separator]

    mutating func mutate(_ data: inout Data) {
        var bytes = [UInt8](data)
        let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 7 {
        case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(1 << (generator.next() % 8))
        case 1 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
        case 2: bytes.insert(contentsOf: Self.tokens[Int(generator.next() % UInt64(Self.tokens.count))], at: position)
        case 3 where !bytes.isEmpty:
            let length = min(bytes.count - position, Int(generator.next() % 16) + 1)
            bytes.removeSubrange(position..<position + length)
        case 4 where !bytes.isEmpty && bytes.count < 1 << 16:
            let length = min(bytes.count - position, Int(generator.next() % 64) + 1)
            bytes.insert(contentsOf: bytes[position..<position + length], at: position)
        case 5:
            let other = [UInt8](corpus[Int(generator.next() % UInt64(corpus.count))])
            bytes = Array(bytes[..<position]) + other[(other.isEmpty ? 0 : Int(generator.next() % UInt64(other.count)))...]
        default: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
        }
        data = Data(bytes)
    }
}
