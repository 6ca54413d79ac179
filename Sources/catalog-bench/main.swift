import CompiledCatalog
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// catalog-bench: the figures scripts/bench-car.py reports, measured in process so start-up is left out.
//   catalog-bench lzfse REPEAT FILE...   decodes each LZFSE stream REPEAT times; prints "NAME BYTES SECONDS"
//                                        (the fastest of the repeats, per stream)
//   catalog-bench list REPEAT CAR        reads the catalog's index REPEAT times; prints "RENDITIONS SECONDS
//                                        SECONDS-WITH-THE-FILE-READ CPU-SECONDS" (from bytes in memory, from the
//                                        path, and the CPU time of one read from the path, on average)

/// User plus system CPU seconds of this process so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func fastest(_ repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repeats) {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let repeats = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: catalog-bench lzfse|list REPEAT FILE...\n".utf8))
    exit(2)
}
do {
    switch arguments[0] {
    case "lzfse":
        for path in arguments[2...] {
            let stream = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            var size = 0
            let seconds = try fastest(repeats) { size = try LZFSE.decode(stream, maxOutputSize: 1 << 30).count }
            print("\((path as NSString).lastPathComponent) \(size) \(seconds)")
        }
    case "list":
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
        var count = 0
        let seconds = try fastest(repeats) { count = try CompiledCatalog(bytes: bytes).renditions.count }
        let withRead = try fastest(repeats) { count = try CompiledCatalog(path: arguments[2]).renditions.count }
        let cpuBefore = cpuSeconds()
        for _ in 0..<max(1, repeats) { count = try CompiledCatalog(path: arguments[2]).renditions.count }
        let cpu = (cpuSeconds() - cpuBefore) / Double(max(1, repeats))
        print("\(count) \(seconds) \(withRead) \(cpu)")
    default:
        FileHandle.standardError.write(Data("catalog-bench: unknown command \(arguments[0])\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
    exit(1)
}
