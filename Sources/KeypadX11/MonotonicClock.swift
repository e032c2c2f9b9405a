import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// Reads `CLOCK_MONOTONIC`, the clock event timestamps and deadlines are measured on.
enum MonotonicClock {
  /// The current time.
  static var now: Timestamp {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Timestamp(milliseconds: Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000)
  }
}
