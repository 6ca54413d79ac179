import Foundation
import FuzzTargets

#if canImport(Glibc)
import Glibc
#endif

// iconpicker-fuzz: runs one FuzzTarget (FUZZ_TARGET=plist-xml, …) under libFuzzer when built with
// `-sanitize=fuzzer -DICONPICKER_LIBFUZZER` (`make fuzz`), or else under MutationHarness, a plain
// mutation loop with the same flags (-max_total_time=N, -runs=N, corpus folders), so the targets
// run on any toolchain. The chosen target and its scratch app live in globals because libFuzzer's
// callback is a C function that cannot capture.

let targetName = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: targetName) else {
    FileHandle.standardError.write(
        Data("iconpicker-fuzz: set FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
    exit(2)
}
let chosen = target
let workspace = FuzzWorkspace()

#if ICONPICKER_LIBFUZZER
typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias RunDriver =
    @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, Callback) ->
    Int32
guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
    FileHandle.standardError.write(Data("iconpicker-fuzz: built without libFuzzer (LLVMFuzzerRunDriver missing)\n".utf8))
    exit(2)
}
let runDriver = unsafeBitCast(symbol, to: RunDriver.self)
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    runDriver(&argc, &argv) { bytes, count in
        chosen.run(bytes.map { Data(bytes: $0, count: count) } ?? Data(), in: workspace)
        return 0
    })
#else
var harness = MutationHarness(target: chosen, workspace: workspace, arguments: Array(CommandLine.arguments.dropFirst()))
exit(harness.run())
#endif
