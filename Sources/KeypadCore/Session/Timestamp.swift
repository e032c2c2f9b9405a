/// A moment on a monotonic clock, in milliseconds from an arbitrary origin.
///
/// The core never reads a clock: the front end stamps each event, and deadlines the session
/// asks for come back as timestamps the front end waits for.
public struct Timestamp: Hashable, Comparable, Sendable {
  /// Milliseconds since the clock's origin.
  public var milliseconds: Int64

  /// Creates a timestamp.
  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  /// The timestamp `milliseconds` later.
  public func advanced(by milliseconds: Int64) -> Timestamp {
    Timestamp(milliseconds: self.milliseconds + milliseconds)
  }

  /// Orders timestamps in time.
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }
}
