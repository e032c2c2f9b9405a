/// How a held key repeats.
public struct KeyRepeat: Hashable, Sendable {
  /// How long a key must be held before it starts repeating, in milliseconds.
  public var delay: Int64
  /// The time between repeats once started, in milliseconds.
  public var interval: Int64

  /// Creates repeat timing.
  public init(delay: Int64 = 500, interval: Int64 = 80) {
    self.delay = delay
    self.interval = interval
  }
}
