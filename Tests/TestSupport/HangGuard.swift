import Dispatch
import Synchronization

/// Runs work that must not hang on another thread and waits for it at most `seconds`: a test of
/// linear work on an input that quadratic work takes minutes on fails when the wait runs out,
/// without asserting any timing.
public enum HangGuard {
    /// The result of `work`, or nil when it had not finished after `seconds`.
    public static func run<Value: Sendable>(within seconds: Int, _ work: @escaping @Sendable () throws -> Value) -> Result<
        Value, any Error
    >? {
        let result = Mutex<Result<Value, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = Result { try work() }
            result.withLock { $0 = value }
            finished.signal()
        }
        guard finished.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        return result.withLock { $0 }
    }
}
