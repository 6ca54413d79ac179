import Glibc

/// Monotonic time for telling clicks apart (never wall-clock time, which can jump).
enum MonotonicClock {
    static func milliseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
    }
}
