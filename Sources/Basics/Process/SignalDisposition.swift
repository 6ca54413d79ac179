#if canImport(Glibc)
import Glibc
#endif

/// What the process does with a signal now, read before a handler is installed over it.
public enum SignalDisposition {
    /// True when `signal` is ignored (`SIG_IGN`, handler value 1): a parent such as `nohup`, or a
    /// shell starting a background job, chose that on purpose, and a handler must not undo it.
    public static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        return isIgnored(current)
    }

    /// True when `action` ignores its signal.
    public static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1
    }
}
